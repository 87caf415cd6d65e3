/** The kinds of plain questions the built-in assistant answers, and how each one is worded. */

export type TitleQuestionKind =
  | 'director'
  | 'cast'
  | 'character'
  | 'year'
  | 'runtime'
  | 'streaming'
  | 'genre'
  | 'language'
  | 'rating'
  | 'plot'
  | 'seasons'
  | 'network'
  | 'creator'
  | 'trailer'
  | 'similar';

export type PersonQuestionKind = 'filmography' | 'directed' | 'birthday' | 'birthplace';

/** "about" is answered for whichever a message names: a title (plot) or a person (known for). */
export type QuestionKind = TitleQuestionKind | PersonQuestionKind | 'about';

export interface QuestionCue {
  kind: QuestionKind;
  /** Tells that a (folded) message asks this. */
  detect: RegExp;
  /** Cue words cut out of the message to leave the name it asks about. */
  strip: RegExp[];
}

const w = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'g');

/** Checked in order: the first cue that matches decides the kind. */
export const questionCues: QuestionCue[] = [
  {
    kind: 'character',
    detect:
      /\bwho (?:plays|played|portrays|portrayed|voices|voiced|is playing|was playing|acts as|acted as)\b/,
    strip: [],
  },
  {
    kind: 'birthplace',
    detect:
      /\bwhere (?:was|is|were) .+ born\b|\bwhere (?:is|does|did) .+ (?:from|come from|grow up)\b|\bbirth ?place\b|\bplace of birth\b|\bhometown\b/,
    strip: [
      w('where (?:was|is|were|does|did)|born|come from|from|grow up'),
      w('birth ?place(?: of)?|place of birth(?: of)?|hometown(?: of)?'),
    ],
  },
  {
    kind: 'birthday',
    detect:
      /\bhow old\b|\bwhen (?:was|is|were) .+ born\b|\bwhat year was .+ born\b|\bbirth ?day\b|\bdate of birth\b|\bage of\b|\bwhats .+ age\b/,
    strip: [
      w('how old (?:is|was|are)|how old|when (?:was|is|were)|what year was|born|age of|age'),
      w('birth ?days?(?: of)?|date of birth(?: of)?|whats|whens|is|s'),
    ],
  },
  {
    kind: 'directed',
    detect:
      /\bwhat (?:else )?(?:has|have|did|does) .+ direct(?:ed)?\b|\b(?:movies|films|shows|titles) (?:directed by|by director)\b|\bwhat (?:movies|films) (?:has|have|did) .+ direct(?:ed)?\b/,
    strip: [
      w('what (?:else )?(?:movies |films )?(?:has|have|did|does)|direct(?:ed)?'),
      w('(?:movies|films|shows|titles) (?:directed by|by director)|other|else'),
    ],
  },
  {
    kind: 'filmography',
    detect:
      /\bwhat (?:else )?(?:has|have|did|does|was|is|were) .+ (?:been in|starred in|star in|acted in|act in|appeared in|appear in|in|done|made|known for)\b|\bwhat (?:other )?(?:movies|films|shows|titles) (?:has|have|is|was|did|does) .+ (?:been )?in\b|\bfilmography\b|\b(?:movies|films|shows|titles) (?:with|starring|featuring)\b|\bwhat else\b|\bknown for\b|\bfamous for\b/,
    strip: [
      w(
        'what (?:else )?(?:other )?(?:movies |films |shows |titles )?(?:has|have|did|does|was|is|were)|been in|starred in|star in|acted in|act in|appeared in|appear in|done|made|known for|famous for|in',
      ),
      w(
        'filmography(?: of)?|(?:movies|films|shows|titles) (?:with|starring|featuring)|what else|else',
      ),
    ],
  },
  {
    kind: 'director',
    detect:
      /\bwho (?:directed|directs|direct|helmed)\b|\bdirectors? (?:of|for)\b|\bdirected by (?:who|whom)\b|\bwho (?:is|was|were|s) (?:the )?directors?\b|\bwhos (?:the )?directors?\b|\bwho made\b.*\b(?:movie|film)\b|\bwho was it directed by\b|\b(?:its|the) directors?\b/,
    strip: [
      w(
        'who (?:directed|directs|direct|helmed|made)|who (?:is|was|were|s)|whos|directed by (?:who|whom)',
      ),
      w('(?:the )?directors? (?:of|for)|(?:its|the) directors?|directors?|who was it directed by'),
    ],
  },
  {
    kind: 'creator',
    detect:
      /\bwho (?:created|creates|came up with|made|wrote)\b|\bcreators? (?:of|for)\b|\bcreated by (?:who|whom)\b|\b(?:its|the) creators?\b|\bwho (?:is|was|are|were) (?:the )?creators?\b/,
    strip: [
      w(
        'who (?:created|creates|came up with|made|wrote)|who (?:is|was|are|were)|created by (?:who|whom)',
      ),
      w('(?:the |its )?creators? (?:of|for)?'),
    ],
  },
  {
    kind: 'cast',
    detect:
      /\bwho (?:stars|starred|star|acts|acted|appears|appeared|is starring|was starring) in\b|\bwho (?:is|was|are|were|s) in\b|\bwhos in\b|\b(?:cast|actors|stars|lead actors?|leads?|main actors|cast members) (?:of|in)\b|\b(?:its|the) cast\b|\bwho stars\b|\bcast\b|\bwho is starring\b/,
    strip: [
      w(
        'who (?:stars|starred|star|acts|acted|appears|appeared|is starring|was starring)(?: in)?|who (?:is|was|are|were|s) in|whos in',
      ),
      w(
        '(?:the |its )?(?:cast|actors|stars|lead actors?|leads?|main actors|cast members)(?: of| in)?',
      ),
    ],
  },
  {
    kind: 'streaming',
    detect:
      /\bwhere (?:can|could|do|should|to|will|would) (?:i |we |you )?(?:watch|stream|see|find)\b|\bwhere (?:is|are) .+ (?:streaming|available|playing)\b|\bwhere to (?:watch|stream)\b|\bwhat (?:service|services|platform|platforms|streaming service)\b|\bis .+ (?:streaming|on netflix|on hulu|on prime|on disney)\b|\bstreaming\b.*\b(?:where|which|what)\b/,
    strip: [
      w(
        'where (?:can|could|do|should|to|will|would) (?:i |we |you )?(?:watch|stream|see|find)|where (?:is|are)|where to (?:watch|stream)',
      ),
      w(
        'what (?:service|services|platform|platforms|streaming service)(?: is| has| streams)?|streaming|available|playing|on netflix|on hulu|on prime(?: video)?|on disney(?: plus)?|is|online',
      ),
    ],
  },
  {
    kind: 'seasons',
    detect: /\bhow many (?:seasons|episodes|series)\b|\bseasons?\b|\bepisodes?\b/,
    strip: [
      w(
        'how many (?:seasons|episodes|series)(?: does| did| are there in| in| of)?|seasons?|episodes?|have|has|are there|there|does|did',
      ),
    ],
  },
  {
    kind: 'runtime',
    detect: /\bhow long\b|\brun ?time\b|\blength of\b|\bduration\b|\bhow many minutes\b/,
    strip: [
      w(
        'how long (?:is|was)|how long|run ?time(?: of)?|length of|duration(?: of)?|how many minutes(?: is| long)?',
      ),
    ],
  },
  {
    kind: 'network',
    detect:
      /\b(?:what|which) (?:network|channel|tv channel)\b|\bnetworks?\b|\bchannel\b|\b(?:aired|airs|air|broadcast) on\b/,
    strip: [
      w(
        '(?:what|which) (?:network|channel|tv channel)(?: is| was| aired| airs| did)?|networks?(?: of)?|channel',
      ),
      w('(?:aired|airs|air|broadcast) on|on|air'),
    ],
  },
  {
    kind: 'trailer',
    detect: /\btrailers?\b|\bteaser\b/,
    strip: [
      w('(?:the |a )?(?:trailers?|teaser)(?: of| for)?|show me|watch|play|is there|have|has|get'),
    ],
  },
  {
    kind: 'genre',
    detect:
      /\bwhat (?:genre|genres|kind|type|sort)\b|\bgenres? (?:of|is)\b|\bwhich genre\b|\bits genre\b/,
    strip: [
      w(
        'what (?:genre|genres|kind|type|sort)(?: of (?:movie|film|show|series))?(?: is| was)?|genres? (?:of|is)|which genre(?: is)?|its genre',
      ),
    ],
  },
  {
    kind: 'language',
    detect: /\b(?:what|which) language\b|\boriginal language\b|\blanguage (?:of|is)\b/,
    strip: [
      w(
        '(?:what|which) language(?: is| was)?|original language(?: of)?|language (?:of|is)|(?:in|spoken)',
      ),
    ],
  },
  {
    kind: 'rating',
    detect:
      /\bhow (?:is|was) .+ rated\b|\bhows .+ rated\b|\b(?:rating|ratings|score|scores) (?:of|for)\b|\bwhat (?:is|was) .+ (?:rated|rating|score)\b|\bwhats .+ (?:rating|score)\b|\buncle score\b|\bimdb rating\b|\bhow good is\b|\bis .+ any good\b|\b(?:its|the) (?:rating|ratings|score)\b/,
    strip: [
      w(
        'how (?:is|was)|hows|what (?:is|was)|whats|rated|(?:uncle |imdb )?(?:rating|ratings|score|scores)(?: of| for)?|how good is|any good|is|its|the',
      ),
    ],
  },
  {
    kind: 'year',
    detect:
      /\b(?:what|which) year\b|\bwhen (?:did|was|does|is|were|will)\b|\brelease date\b|\b(?:come|came|comes) out\b|\bfirst air(?:ed)?\b|\bpremiered?\b|\breleased\b/,
    strip: [
      w(
        '(?:what|which) year(?: did| was| is)?|when (?:did|was|does|is|were|will)|release date(?: of)?|(?:come|came|comes) out',
      ),
      w('first air(?:ed)?|premiered?|released|release|it|made'),
    ],
  },
  {
    kind: 'similar',
    detect:
      /\b(?:more|something|anything|titles|movies|films|shows|ones) (?:like|similar to) (?:that|this|it|them)(?: one)?\b|\bsimilar (?:to )?(?:that|this|it)(?: one)?\b|\bsimilar (?:ones|titles|movies|films|shows)\b/,
    strip: [],
  },
  {
    kind: 'plot',
    detect:
      /\bwhat (?:is|was|s) .+ about\b|\bwhats .+ about\b|\bplot\b|\bstory (?:of|line)\b|\bstoryline\b|\bsynopsis\b|\bsummary\b|\bwhat happens in\b/,
    strip: [
      w(
        'what (?:is|was|s)|whats|about|(?:the )?(?:plot|story|storyline|synopsis|summary)(?: of| line)?|what happens in|give me|tell me',
      ),
    ],
  },
  {
    kind: 'about',
    detect:
      /^(?:(?:and|so|ok|okay|then) )?(?:who (?:is|was)|whos|tell me (?:more )?about|what do you know about|info (?:on|about)|information (?:on|about))\b/,
    strip: [
      w(
        'who (?:is|was)|whos|tell me (?:more )?about|what do you know about|info (?:on|about)|information (?:on|about)',
      ),
    ],
  },
];

/** The first question cue a folded message matches, or undefined for a recommendation. */
export function questionCueOf(folded: string): QuestionCue | undefined {
  return questionCues.find((cue) => cue.detect.test(folded));
}
