import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DRAWN_ART_REVISION, DRAWN_GAMES, DRAWN_STUDIOS, drawnGameArtPath, drawnStudioLogoPath } from './game-art';
import { gameArtPath, studioLogoPath } from './game-views';
import { gameProviderSeeds } from './seed-data/game-providers.data';
import { gameSeeds } from './seed-data/games.data';

/** The web app's static files: apps/web/public/art. */
const ART_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/art');
/** A tile's picture is fetched for every tile of the lobby: small, even on a phone's connection. */
const MAX_TILE_GZIP_BYTES = 6 * 1024;
const MAX_LOGO_GZIP_BYTES = 2 * 1024;

const files = (folder: string) =>
  fs
    .readdirSync(path.join(ART_DIR, folder))
    .filter((file) => file.endsWith('.svg'))
    .sort();
const read = (folder: string, file: string) => fs.readFileSync(path.join(ART_DIR, folder, file));

/** The same digest as DRAWN_ART_REVISION: every file's name and bytes, in order. */
function artDigest(): string {
  const hash = createHash('sha256');
  for (const folder of ['games', 'studios']) {
    for (const file of files(folder)) {
      hash.update(`${folder}/${file}\n`);
      hash.update(read(folder, file));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

describe('the drawn lobby art', () => {
  it('has a picture for every seeded game and a logo for every seeded studio, and nothing else', () => {
    expect(files('games')).toEqual(gameSeeds.map((game) => `${game.identity}.svg`).sort());
    expect([...DRAWN_GAMES].sort()).toEqual(gameSeeds.map((game) => game.identity).sort());
    expect(files('studios')).toEqual(gameProviderSeeds.map((studio) => `${studio.identity}.svg`).sort());
    expect([...DRAWN_STUDIOS].sort()).toEqual(gameProviderSeeds.map((studio) => studio.identity).sort());
  });

  it('draws every game differently, at the tile size, small and self-contained', () => {
    const digests = new Set<string>();
    for (const file of files('games')) {
      const svg = read('games', file);
      const text = svg.toString('utf8');
      expect(text, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400" width="300" height="400">/,
      );
      expect(text.trimEnd().endsWith('</svg>'), file).toBe(true);
      // Nothing that runs or loads: the picture may be opened on its own.
      expect(text, file).not.toMatch(/<script|<foreignObject|href=|url\((?!#)|on[a-z]+=/i);
      expect(zlib.gzipSync(svg, { level: 9 }).length, file).toBeLessThanOrEqual(MAX_TILE_GZIP_BYTES);
      digests.add(createHash('sha256').update(svg).digest('hex'));
    }
    expect(digests.size).toBe(files('games').length);
    for (const file of files('studios')) {
      const text = read('studios', file).toString('utf8');
      expect(text, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 80" width="240" height="80">/,
      );
      expect(text, file).not.toMatch(/<script|<foreignObject|href=|url\((?!#)|on[a-z]+=/i);
      expect(zlib.gzipSync(read('studios', file), { level: 9 }).length, file).toBeLessThanOrEqual(MAX_LOGO_GZIP_BYTES);
    }
  });

  it('links each picture with the revision of the files, so a redrawn one is a new address', () => {
    const digest = artDigest();
    expect(DRAWN_ART_REVISION, `the art changed: set DRAWN_ART_REVISION in game-art.ts to '${digest}'`).toBe(digest);
    expect(gameArtPath('orbit-dice')).toBe(`/art/games/orbit-dice.svg?v=${digest}`);
    expect(studioLogoPath('copper-crown')).toBe(`/art/studios/copper-crown.svg?v=${digest}`);
    // A game or studio without a drawing is drawn on request instead.
    expect(drawnGameArtPath('some-new-game')).toBeUndefined();
    expect(gameArtPath('some-new-game')).toBe('/provider/games/art/some-new-game.svg');
    expect(drawnStudioLogoPath('some-studio')).toBeUndefined();
    expect(studioLogoPath('some-studio')).toBe('/provider/games/art/studios/some-studio.svg');
  });
});
