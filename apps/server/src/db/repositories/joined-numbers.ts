/**
 * Numbers a query joined into one text (`string_agg(season || ':' || episode, ',')`) read back:
 * `1:1,1:2,0:3` → `[1, 1, 1, 2, 0, 3]`, without a string per number.
 */
export function numbersOf(text: string): number[] {
  const numbers: number[] = [];
  let n = 0;
  let sign = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58 || c === 44) {
      // ':' or ','
      numbers.push(sign * n);
      n = 0;
      sign = 1;
    } else if (c === 45) sign = -1;
    else n = n * 10 + (c - 48);
  }
  if (text.length > 0) numbers.push(sign * n);
  return numbers;
}
