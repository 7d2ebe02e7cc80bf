/** An offset in seconds as an admin reads it: "2 days 3 h behind", "5 min ahead". */
export function clockOffsetText(offsetSeconds: number): string {
  const direction = offsetSeconds >= 0 ? 'behind' : 'ahead';
  let rest = Math.abs(offsetSeconds);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  const parts = [
    days ? `${days} day${days === 1 ? '' : 's'}` : '',
    hours ? `${hours} h` : '',
    minutes ? `${minutes} min` : '',
    !days && !hours && seconds ? `${seconds} s` : '',
  ].filter(Boolean);
  return `${parts.join(' ') || '0 s'} ${direction}`;
}
