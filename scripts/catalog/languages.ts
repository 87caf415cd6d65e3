import { foldText } from '@unclewatch/core';

/** Indian languages (ISO 639-1) whose titles are kept whenever they have a poster. */
export const INDIAN_LANGUAGES: ReadonlySet<string> = new Set(
  'hi ta te ml kn bn mr gu pa ur'.split(' '),
);

/** Unknown original language (TMDB also uses "xx" for "No Language"). */
export const UNKNOWN_LANGUAGE = 'xx';

/** Parses "key=value; key=value" tables (kept as text so the tables stay compact). */
function table(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split(/[;\n]/)) {
    const [k, v] = pair.split('=').map((s) => s.trim());
    if (k && v) out[k] = v;
  }
  return out;
}

const LANGUAGE_NAMES = table(`
  english=en; hindi=hi; tamil=ta; telugu=te; malayalam=ml; kannada=kn; bengali=bn; bangla=bn
  marathi=mr; gujarati=gu; punjabi=pa; urdu=ur; odia=or; oriya=or; assamese=as; japanese=ja
  korean=ko; french=fr; spanish=es; german=de; italian=it; portuguese=pt; dutch=nl; danish=da
  swedish=sv; norwegian=no; finnish=fi; icelandic=is; welsh=cy; irish=ga; hebrew=he; arabic=ar
  persian=fa; turkish=tr; russian=ru; ukrainian=uk; polish=pl; czech=cs; slovak=sk
  hungarian=hu; romanian=ro; bulgarian=bg; serbian=sr; croatian=hr; greek=el; chinese=zh
  mandarin=zh; cantonese=cn; thai=th; vietnamese=vi; indonesian=id; malay=ms; filipino=tl
  tagalog=tl; swahili=sw; afrikaans=af; zulu=zu; estonian=et; latvian=lv; lithuanian=lt
  slovenian=sl; catalan=ca; basque=eu; galician=gl; nepali=ne; sinhala=si; sinhalese=si
  khmer=km; mongolian=mn; kazakh=kk; georgian=ka; armenian=hy; amharic=am; yoruba=yo; latin=la
`);

/** ISO 639-1 code for a language name ("Hindi" → "hi"); undefined if unknown. */
export function languageCode(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const t = name.trim();
  if (/^[a-z]{2}$/.test(t)) return t;
  return LANGUAGE_NAMES[foldText(t)];
}

/**
 * Origin countries whose productions are overwhelmingly in one language. Multi-language
 * countries (IN, CA, CH, BE, HK, ...) are deliberately absent: no guess beats a wrong one.
 */
const COUNTRY_LANGUAGE = table(`
  US=en; GB=en; AU=en; NZ=en; IE=en; JP=ja; KR=ko; FR=fr; DE=de; AT=de; IT=it; ES=es; MX=es
  AR=es; CO=es; CL=es; PE=es; BR=pt; PT=pt; TR=tr; TH=th; RU=ru; PL=pl; SE=sv; DK=da; NO=no
  FI=fi; NL=nl; IS=is; CZ=cs; HU=hu; RO=ro; GR=el; IL=he; IR=fa; ID=id; VN=vi; TW=zh; CN=zh
  EG=ar; SA=ar; UA=uk
`);

/** Language guessed from origin countries: only when there is exactly one, unambiguous one. */
export function languageFromCountries(countries: readonly string[]): string | undefined {
  if (countries.length !== 1) return undefined;
  return COUNTRY_LANGUAGE[countries[0] as string];
}

const COUNTRY_NAMES = table(`
  united states of america=US; united states=US; usa=US; united kingdom=GB; uk=GB; india=IN
  canada=CA; australia=AU; new zealand=NZ; ireland=IE; france=FR; germany=DE; west germany=DE
  east germany=DE; italy=IT; spain=ES; japan=JP; south korea=KR; korea=KR; china=CN
  hong kong=HK; taiwan=TW; mexico=MX; brazil=BR; argentina=AR; colombia=CO; chile=CL; peru=PE
  belgium=BE; netherlands=NL; switzerland=CH; austria=AT; sweden=SE; denmark=DK; norway=NO
  finland=FI; iceland=IS; poland=PL; czech republic=CZ; czechia=CZ; hungary=HU; romania=RO
  greece=GR; russia=RU; ukraine=UA; turkey=TR; israel=IL; iran=IR; egypt=EG; south africa=ZA
  nigeria=NG; morocco=MA; united arab emirates=AE; saudi arabia=SA; pakistan=PK
  bangladesh=BD; sri lanka=LK; nepal=NP; thailand=TH; indonesia=ID; malaysia=MY
  singapore=SG; philippines=PH; vietnam=VN; portugal=PT; luxembourg=LU; soviet union=SU
  bulgaria=BG; serbia=RS; croatia=HR; qatar=QA; lebanon=LB; jordan=JO; kenya=KE
`);

/** ISO 3166-1 alpha-2 code for a country name or code; undefined if unknown. */
export function countryCode(name: string): string | undefined {
  const t = name.trim();
  if (/^[A-Z]{2}$/.test(t)) return t;
  return COUNTRY_NAMES[foldText(t)];
}
