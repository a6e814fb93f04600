import { describe, expect, it } from 'vitest';
import { breakUnits, fillLines } from './line-breaks.ts';

/** One unit of width per character: enough to test where lines end. */
const perChar = (text: string) => [...text].length;

describe('line breaks', () => {
  it('breaks spaced languages at spaces only', () => {
    const units = breakUnits('Play the three games, then save.', 'spaces', 'en');
    expect(units.join('')).toBe('Play the three games, then save.');
    expect(fillLines(units, 12, perChar)).toEqual(['Play the', 'three games,', 'then save.']);
  });

  it('breaks Thai between words, as Intl.Segmenter finds them', () => {
    const text = 'ผู้เข้าร่วมต้องมีอายุสิบแปดปีขึ้นไปและต้องบันทึกคะแนนรวมภายในระยะเวลาที่กำหนด';
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.segment);
    const boundaries = new Set(words.map((_, i) => words.slice(0, i + 1).join('').length));
    const lines = fillLines(breakUnits(text, 'words', 'th'), 16, perChar);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(text);
    let end = 0;
    for (const line of lines) {
      end += line.length;
      expect(boundaries.has(end), `a line ends inside a word: ${line}`).toBe(true);
      expect(perChar(line)).toBeLessThanOrEqual(16);
    }
  });

  it('wraps Chinese and Japanese, never starting a line with closing punctuation', () => {
    for (const [iso, text] of [
      [
        'zh-Hans',
        '每个电子邮件地址只接受一次参赛，每人只能使用一个地址参赛。服务器会重放记录的游戏以核实每个分数。',
      ],
      [
        'ja',
        '参加は、メールアドレスごとに一回限りとします。各スコアは、記録されたプレイを主催者のサーバーが再生して検証します。',
      ],
    ] as const) {
      const lines = fillLines(breakUnits(text, 'words', iso), 10, perChar);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join('')).toBe(text);
      for (const line of lines) {
        expect(perChar(line)).toBeLessThanOrEqual(10);
        expect(line).not.toMatch(/^[、。，）」]/u);
      }
    }
  });

  it('cuts a unit longer than a whole line between characters', () => {
    expect(fillLines(['abcdefghij'], 4, perChar)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
