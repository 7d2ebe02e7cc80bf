/** A decorative wave between sections: `height` in px, `distance` between crests in px. */
export function WavyDivider({
  height = 150,
  distance = 100,
  color = 'var(--color-parchment)',
  flip = false,
}: {
  height?: number;
  distance?: number;
  color?: string;
  flip?: boolean;
}) {
  const width = 1200;
  const crest = height * 0.35;
  let path = `M0 ${crest}`;
  for (let x = 0; x < width; x += distance) {
    path += ` Q${x + distance / 4} 0 ${x + distance / 2} ${crest} T${x + distance} ${crest}`;
  }
  path += ` V${height} H0 Z`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      style={{ display: 'block', transform: flip ? 'scaleY(-1)' : undefined }}
      data-testid="wavy-divider"
    >
      <path d={path} fill={color} />
    </svg>
  );
}
