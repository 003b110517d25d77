import { describe, expect, it } from 'vitest';
import { newsPostsOf } from './telegram-news-posts';

describe('the news posts of the news page', () => {
  it('starts a post at each second-level heading, the rest before the first being the introduction', () => {
    const html =
      '<p>The latest.</p>\n<h2>New game</h2>\n<p>Roll <a href="/game/orbit-dice">now</a>.</p>\n<h2 id="x">Deposits</h2>\n<p>In the app.</p>\n';
    expect(newsPostsOf(html)).toEqual({
      introduction: '<p>The latest.</p>',
      posts: [
        '<h2>New game</h2>\n<p>Roll <a href="/game/orbit-dice">now</a>.</p>',
        '<h2 id="x">Deposits</h2>\n<p>In the app.</p>',
      ],
    });
  });

  it('has no introduction when the page starts with a post, and no posts without headings', () => {
    expect(newsPostsOf('<h2>Only</h2><p>One.</p>')).toEqual({ introduction: '', posts: ['<h2>Only</h2><p>One.</p>'] });
    expect(newsPostsOf('<p>Nothing yet.</p><h3>Not a post</h3>')).toEqual({
      introduction: '<p>Nothing yet.</p><h3>Not a post</h3>',
      posts: [],
    });
    expect(newsPostsOf('')).toEqual({ introduction: '', posts: [] });
  });
});
