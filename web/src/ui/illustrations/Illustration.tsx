export type IllustrationName = 'bunny' | 'hedgehog' | 'owl' | 'stump' | 'headphones';

export interface IllustrationProps {
  /** What the picture shows, for people who cannot see it; omit for pure decoration. */
  title?: string;
  className?: string;
  /** The page's main picture: fetched first (it is also preloaded by index.html). */
  priority?: boolean;
}

/** Each drawing's own size, so the browser keeps its place before it arrives (CSS sets the shown size). */
const SIZES: Record<IllustrationName, { width: number; height: number }> = {
  bunny: { width: 200, height: 200 },
  hedgehog: { width: 200, height: 200 },
  owl: { width: 200, height: 200 },
  stump: { width: 240, height: 200 },
  headphones: { width: 200, height: 200 },
};

/** The drawings are plain SVG files served by the web app, so the shop's products can use them too. */
export const illustrationUrl = (name: IllustrationName) => `/illustrations/${name}.svg`;

export function Illustration({ name, title, className, priority }: IllustrationProps & { name: IllustrationName }) {
  return (
    <img
      src={illustrationUrl(name)}
      alt={title ?? ''}
      className={className}
      {...SIZES[name]}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
