import { h } from '../../lib/dom';
import type { GameModule } from '../game-module';

export const hiloGame: GameModule = () => ({ stage: h('div', {}), controls: h('div', {}) });
