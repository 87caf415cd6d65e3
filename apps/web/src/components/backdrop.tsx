/**
 * The two looks of a backdrop: `bright` (home hero) shows more of the picture; `dimmed` (title
 * page) darkens it further so the longer text over it stays readable.
 */
const looks = {
  bright: {
    image: 'absolute inset-0 -z-10 h-full w-full object-cover object-top',
    bottom: 'from-zinc-950 via-zinc-950/70 to-zinc-950/10',
    side: 'from-zinc-950/90 via-zinc-950/30 to-transparent',
  },
  dimmed: {
    image: 'absolute inset-0 -z-10 h-full w-full object-cover object-top opacity-50',
    bottom: 'from-zinc-950 via-zinc-950/75 to-zinc-950/20',
    side: 'from-zinc-950/90 via-zinc-950/40 to-transparent',
  },
} as const;

/** The hero's picture is the page's largest paint: fetched first, decoded off the main thread. */
const picture = {
  width: 1280,
  height: 720,
  fetchPriority: 'high',
  decoding: 'async',
} as const;

interface BackdropProps {
  /** The picture's URL; without one only the shades are drawn. */
  src: string | null;
  look: keyof typeof looks;
}

/**
 * A full-bleed backdrop behind a hero: the picture under a bottom and a side shade. The parent
 * must be `relative isolate`; this sits at `-z-10`.
 */
export function Backdrop({ src, look }: BackdropProps) {
  const { image, bottom, side } = looks[look];
  return (
    <>
      {src && <img src={src} alt="" {...picture} className={image} />}
      <div aria-hidden="true" className={`absolute inset-0 -z-10 bg-gradient-to-t ${bottom}`} />
      <div aria-hidden="true" className={`absolute inset-0 -z-10 bg-gradient-to-r ${side}`} />
    </>
  );
}
