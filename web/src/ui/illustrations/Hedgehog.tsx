import { Illustration, type IllustrationProps } from './Illustration';

export function Hedgehog(props: IllustrationProps) {
  const spikes = Array.from({ length: 11 }, (_, i) => {
    const angle = Math.PI * (0.95 + (i / 10) * 1.1);
    const x = 108 + Math.cos(angle) * 62;
    const y = 122 + Math.sin(angle) * 56;
    const tipX = 108 + Math.cos(angle) * 86;
    const tipY = 122 + Math.sin(angle) * 78;
    return `M${x - 9} ${y + 4} L${tipX} ${tipY} L${x + 9} ${y - 4} Z`;
  });
  return (
    <Illustration viewBox="0 0 200 200" {...props}>
      <ellipse cx="100" cy="182" rx="66" ry="10" fill="#d8ccb4" />
      <path d={spikes.join(' ')} fill="#6b4f3a" />
      <ellipse cx="108" cy="128" rx="70" ry="54" fill="#7d5d44" />
      <path d="M52 150 Q30 138 34 118 Q40 96 70 100 Q96 108 92 140 Q84 164 52 150 Z" fill="#e9d3b4" />
      <circle cx="36" cy="122" r="7" fill="#2a2420" />
      <circle cx="62" cy="116" r="5.5" fill="#2a2420" />
      <circle cx="63.5" cy="114.5" r="1.8" fill="#fff" />
      <circle cx="70" cy="134" r="6" fill="#f2b8a6" opacity="0.8" />
      <path d="M46 134 q6 6 12 2" stroke="#8a6a4f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <ellipse cx="80" cy="178" rx="14" ry="7" fill="#5a4230" />
      <ellipse cx="136" cy="178" rx="14" ry="7" fill="#5a4230" />
    </Illustration>
  );
}
