import { describe, expect, it } from 'vitest';
import { charsPerMinute, readingMinutes } from './reading-time.ts';

describe('reading time', () => {
  it('reads 800 characters a minute, 500 in Chinese and 600 in Japanese', () => {
    expect(charsPerMinute('en')).toBe(800);
    expect(charsPerMinute('ar')).toBe(800);
    expect(charsPerMinute('zh-cn')).toBe(500);
    expect(charsPerMinute('zh-tw')).toBe(500);
    expect(charsPerMinute('jp')).toBe(600);
  });

  it('rounds up: one character past a whole minute starts the next one', () => {
    expect(readingMinutes('a'.repeat(800), 'en')).toBe(1);
    expect(readingMinutes('a'.repeat(801), 'en')).toBe(2);
    expect(readingMinutes('字'.repeat(1000), 'zh-cn')).toBe(2);
    expect(readingMinutes('字'.repeat(1001), 'zh-tw')).toBe(3);
    expect(readingMinutes('字'.repeat(1200), 'jp')).toBe(2);
    expect(readingMinutes('字'.repeat(1201), 'jp')).toBe(3);
    expect(readingMinutes('a', 'de')).toBe(1);
    expect(readingMinutes('', 'en')).toBe(0);
  });

  it('counts code points, and a run of white space once', () => {
    // 400 astral characters are 800 UTF-16 units but 400 characters: still one minute.
    expect(readingMinutes('😀'.repeat(401), 'en')).toBe(1);
    expect(readingMinutes(`${'a'.repeat(400)}\n\n\t   ${'b'.repeat(399)}`, 'en')).toBe(1);
    expect(readingMinutes(`${'a'.repeat(400)}  ${'b'.repeat(400)}`, 'en')).toBe(2);
    expect(readingMinutes(`   ${'a'.repeat(800)}   `, 'en')).toBe(1);
  });
});
