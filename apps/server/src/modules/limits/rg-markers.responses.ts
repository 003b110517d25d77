import { z } from 'zod';
import { pageOf, schemaFor } from '../../http/response-schemas';
import { limitView } from './limits.responses';
import type { FlaggedPlayerView, MarkerView, PlayerResponsibleGamingView } from './rg-markers.views';

const MARKER_KINDS = ['deposits_rising', 'loss_chasing', 'night_play', 'cancelled_withdrawals'] as const;

export const markerView = schemaFor<MarkerView>()(
  z.object({
    kind: z.enum(MARKER_KINDS).describe('README, "Responsible-gaming markers": what each means and its threshold'),
    evidence: z
      .record(z.string(), z.unknown())
      .describe('The figures the job saw against the threshold (amounts in minor units), with the thresholds'),
    firstSeenAt: z.string(),
    lastSeenAt: z.string().describe('The last run of the job that saw it'),
    clearedAt: z.string().nullable().describe('When a run no longer saw it; null while in force'),
  }),
);

export const flaggedPlayerPage = pageOf(
  schemaFor<FlaggedPlayerView>()(
    z.object({
      playerId: z.string(),
      email: z.string().nullable(),
      nickname: z.string().nullable(),
      flaggedAt: z
        .string()
        .describe('When the newest marker in force was first seen: the list is ordered by it, newest first'),
      lastSeenAt: z.string().describe('The latest sighting of a marker in force'),
      markers: z.array(markerView).readonly().describe('The markers in force'),
    }),
  ),
);

export const playerResponsibleGamingView = schemaFor<PlayerResponsibleGamingView>()(
  z.object({
    playerId: z.string(),
    markers: z
      .array(markerView)
      .readonly()
      .describe('Every marker, cleared ones too: in force first, then the most recently seen'),
    limits: z.array(limitView).readonly().describe('The limits in force'),
  }),
);
