import { describe, expect, it } from 'vitest';
import { shareNetworkUrl, shareTemplateProblem, usableShareNetworks } from './share-networks.ts';

describe('share templates', () => {
  it('accept an https address that fills in the link, and the text where it likes', () => {
    expect(shareTemplateProblem('https://www.facebook.com/sharer/sharer.php?u={url}')).toBeNull();
    expect(shareTemplateProblem('https://twitter.com/intent/tweet?text={text}&url={url}')).toBeNull();
    expect(shareTemplateProblem('https://share.example.com/{url}/{text}')).toBeNull();
  });

  it.each([
    ['https://www.facebook.com/sharer/sharer.php', /must contain \{url\}/],
    ['https://x.test/?text={text}', /must contain \{url\}/],
    ['http://x.test/?u={url}', /absolute https/],
    ['javascript:alert(1)//{url}', /absolute https/],
    ['data:text/html,<script>{url}</script>', /absolute https/],
    ['//x.test/?u={url}', /absolute https/],
    ['/share?u={url}', /absolute https/],
    ['{url}', /absolute https/],
    ['https://user:secret@x.test/?u={url}', /user name or password/],
    ['https://x.test/?u={url}&s={secret}', /only \{url\} and \{text\}/],
    ['https://x.test/?u={URL}', /must contain \{url\}/],
  ])('refuse %s', (template, problem) => {
    expect(shareTemplateProblem(template)).toMatch(problem);
  });

  it('encode whatever the link and text hold, so neither can add a parameter or leave the address', () => {
    const built = new URL(
      shareNetworkUrl('https://twitter.com/intent/tweet?text={text}&url={url}', {
        url: 'https://a.test/?u=1&v=2#h',
        text: '50% & more #tag {url}',
      }),
    );
    expect(built.origin).toBe('https://twitter.com');
    expect([...built.searchParams.keys()]).toEqual(['text', 'url']);
    expect(built.searchParams.get('text')).toBe('50% & more #tag {url}');
    expect(built.searchParams.get('url')).toBe('https://a.test/?u=1&v=2#h');
  });

  it('fill in every place a template names', () => {
    expect(shareNetworkUrl('https://s.test/{url}?again={url}', { url: 'a b', text: '' })).toBe(
      'https://s.test/a%20b?again=a%20b',
    );
  });
});

describe('the networks a page receives', () => {
  const facebook = { id: 'facebook', template: 'https://www.facebook.com/sharer/sharer.php?u={url}' };
  const x = { id: 'x', template: 'https://twitter.com/intent/tweet?text={text}&url={url}' };

  it('are taken as sent when every entry is a known network with a usable template', () => {
    expect(usableShareNetworks([facebook, x])).toEqual([facebook, x]);
    expect(usableShareNetworks([x])).toEqual([x]);
    expect(usableShareNetworks([])).toEqual([]);
  });

  it.each([
    ['not a list', { facebook }],
    ['an unknown network', [facebook, { id: 'myspace', template: 'https://myspace.test/?u={url}' }]],
    ['a network twice', [facebook, facebook]],
    ['a template without the link', [{ id: 'x', template: 'https://twitter.com/intent/tweet' }]],
    ['a script address', [{ id: 'x', template: 'javascript:alert(1)//{url}' }]],
    ['a template that is not text', [{ id: 'x', template: 42 }]],
    ['an entry that is not an object', [null]],
  ])('are refused whole for %s', (_why, value) => {
    expect(usableShareNetworks(value)).toBeNull();
  });
});
