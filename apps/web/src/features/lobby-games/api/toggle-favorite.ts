import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameView } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { addFavorite } from './add-favorite';
import { applyFavorite, favoritesQueryKey } from './favorite-cache';
import { useLobbyViewer } from './lobby-viewer';
import { removeFavorite } from './remove-favorite';

interface FavoriteChange {
  readonly game: Pick<GameView, 'id'>;
  readonly isFavorite: boolean;
}

/**
 * The heart: shown at once (optimistic), sent with `add-favorite` or `remove-favorite`, put back
 * with an alert when the server refuses, and the favourites page refetched after.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { key } = useLobbyViewer();
  return useMutation({
    mutationFn: ({ game, isFavorite }: FavoriteChange) => (isFavorite ? addFavorite(game.id) : removeFavorite(game.id)),
    onMutate: ({ game, isFavorite }) => applyFavorite(queryClient, key, game, isFavorite),
    onError: (_error, { game, isFavorite }) => {
      applyFavorite(queryClient, key, game, !isFavorite);
      showAlert({ kind: 'error', title: 'alerts:games.favoriteFailed' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey(key) }),
  });
}
