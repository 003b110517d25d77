import { SLOT_GAMES } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
// The engine's slots as each studio ships them (one config file per studio, named by its lobby identity).
import * as copperCrown from '../../../../../packages/fairplay/src/games/slot-engine/configs/copper-crown';
import * as lanternfishGaming from '../../../../../packages/fairplay/src/games/slot-engine/configs/lanternfish-gaming';
import * as nebulaForge from '../../../../../packages/fairplay/src/games/slot-engine/configs/nebula-forge';
import * as redMesaStudios from '../../../../../packages/fairplay/src/games/slot-engine/configs/red-mesa-studios';
import * as tidewaterGames from '../../../../../packages/fairplay/src/games/slot-engine/configs/tidewater-games';
import { loadSlotArt, studioOf, studioSymbol } from './reels-art';

const STUDIO_CONFIGS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'copper-crown': copperCrown,
  'lanternfish-gaming': lanternfishGaming,
  'nebula-forge': nebulaForge,
  'red-mesa-studios': redMesaStudios,
  'tidewater-games': tidewaterGames,
};

const slotIdsOf = (module: Readonly<Record<string, unknown>>) =>
  Object.values(module).flatMap((value) =>
    typeof value === 'object' && value !== null && 'reels' in value && 'id' in value ? [String(value.id)] : [],
  );

describe('studio art', () => {
  it('names the studio that ships each engine slot', () => {
    for (const [studio, module] of Object.entries(STUDIO_CONFIGS)) {
      for (const id of slotIdsOf(module)) expect(studioOf(id), id).toBe(studio);
    }
    expect(SLOT_GAMES.filter((slot) => studioOf(slot.id) === undefined).map((slot) => slot.id)).toEqual([]);
    expect(studioOf('a-slot-no-studio-draws')).toBeUndefined();
  });

  it('draws every symbol of every slot in its studio art, each symbol of a slot its own picture', async () => {
    for (const slot of SLOT_GAMES) {
      const art = await loadSlotArt(slot.id);
      expect(art?.studio, slot.id).toBe(studioOf(slot.id));
      if (!art) continue;
      const drawings = slot.symbols.map((symbol) => studioSymbol(art, slot.id, symbol.id));
      expect(slot.symbols.filter((_, index) => !drawings[index]).map((symbol) => `${slot.id}/${symbol.id}`)).toEqual(
        [],
      );
      expect(new Set(drawings).size, slot.id).toBe(slot.symbols.length);
      // Constant SVG: no script, no handler, no outside reference, ids of its own studio's defs only.
      for (const drawing of drawings) {
        expect(drawing).not.toMatch(/<script|\son\w+=|href=|javascript:/i);
        for (const [, id] of (drawing ?? '').matchAll(/url\(#([\w-]+)\)/g))
          expect(art.defs + (drawing ?? ''), `${slot.id}: #${id}`).toContain(`id="${id}"`);
      }
    }
  });

  it('lets a slot draw a symbol its own way (the Laurel Crown of Olympus is not the Crown of the hoard)', async () => {
    const art = await loadSlotArt('olympus-sparks');
    if (!art) throw new Error('no art');
    expect(studioSymbol(art, 'olympus-sparks', 'crown')).not.toBe(studioSymbol(art, 'dragons-hoard', 'crown'));
    // A symbol id that happens to be an Object property is not a drawing.
    expect(studioSymbol(art, 'olympus-sparks', 'constructor')).toBeUndefined();
  });
});
