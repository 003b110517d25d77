import { h } from '../../lib/dom';
import type { GameModule } from '../game-module';

export const kenoGame: GameModule = () => ({ stage: h('div', {}), controls: h('div', {}) });
