export type IllustrationName = 'bunny' | 'hedgehog' | 'owl' | 'stump' | 'headphones';

export interface IllustrationProps {
  /** What the picture shows, for people who cannot see it; omit for pure decoration. */
  title?: string;
  className?: string;
}

/** The drawings are plain SVG files served by the web app, so the shop's products can use them too. */
export const illustrationUrl = (name: IllustrationName) => `/illustrations/${name}.svg`;

export function Illustration({ name, title, className }: IllustrationProps & { name: IllustrationName }) {
  return <img src={illustrationUrl(name)} alt={title ?? ''} className={className} />;
}
