/** The content page of the bot's news channel (seeded in apps/server/locales/content-pages, then the operator's). */
export const TELEGRAM_NEWS_IDENTITY = 'telegram-news';

/**
 * The posts of the news page's HTML: each `<h2>` starts one; what comes before the first is the
 * introduction. The HTML is the server's sanitised rendering, cut only at its own tags.
 */
export function newsPostsOf(html: string): { introduction: string; posts: string[] } {
  const [first = '', ...rest] = html.split(/(?=<h2[\s>])/);
  const startsWithPost = /^<h2[\s>]/.test(first);
  const posts = (startsWithPost ? [first, ...rest] : rest).map((post) => post.trim()).filter((post) => post !== '');
  return { introduction: startsWithPost ? '' : first.trim(), posts };
}
