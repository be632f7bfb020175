import { describe, expect, test } from 'vitest';
import { isSafeHref, parseRichText, richTextProblem } from './rich-text';

describe('rich text subset (issue 16: sanitised, no script)', () => {
  test('the allowed tags parse into a tree; text stays text', () => {
    expect(
      parseRichText('<h2>Hi</h2><p>a &amp; <strong>b</strong><br><a href="/about">c</a></p>'),
    ).toEqual([
      { type: 'element', tag: 'h2', children: [{ type: 'text', value: 'Hi' }] },
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', value: 'a & ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', value: 'b' }] },
          { type: 'element', tag: 'br', children: [] },
          { type: 'element', tag: 'a', href: '/about', children: [{ type: 'text', value: 'c' }] },
        ],
      },
    ]);
  });

  test.each([
    ['<script>alert(1)</script>', /<script>/],
    ['<p onclick="x()">a</p>', /onclick/],
    ['<p style="color:red">a</p>', /style/],
    ['<a href="javascript:alert(1)">a</a>', /https or a path/],
    ['<a href="//evil.example">a</a>', /https or a path/],
    ['<a href="http://plain.example">a</a>', /https or a path/],
    ['<img src=x onerror=alert(1)>', /<img>/],
    ['<svg><script>x</script></svg>', /<svg>/],
    ['<iframe src="https://a.example"></iframe>', /<iframe>/],
    ['<scr<script>ipt>alert(1)</script>', /<script>/],
    ['<style>p{}</style>', /<style>/],
  ])('%s is refused', (html, message) => {
    expect(richTextProblem(html)).toMatch(message);
    expect(() => parseRichText(html)).toThrow();
  });

  test('comments are dropped, plain text passes', () => {
    expect(richTextProblem('just text <!-- note -->')).toBeNull();
    expect(parseRichText('a<!-- b -->c')).toEqual([
      { type: 'text', value: 'a' },
      { type: 'text', value: 'c' },
    ]);
  });

  test.each([
    ['https://example.com/a?b=1', true],
    ['/terms-and-conditions', true],
    ['/', true],
    ['//example.com', false],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.c', false],
    ['/a b', false],
    ['/\\evil', false],
  ])('href %s safe: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
