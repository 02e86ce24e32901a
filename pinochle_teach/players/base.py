"""The player interface and loops that drive a :class:`~pinochle_teach.game.Game`."""

from __future__ import annotations

from collections.abc import Sequence

from ..game import Action, Game, Phase, PlayerView

__all__ = ["Player", "play_hand", "play_game"]


class Player:
    """A computer player: given what its seat may see, return one legal action.

    Subclasses implement :meth:`choose`. Players never see the :class:`Game` itself, only
    :meth:`Game.view` of their own seat.
    """

    name = "player"

    def choose(self, view: PlayerView) -> Action:  # pragma: no cover - interface
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def _check_players(game: Game, players: Sequence[Player]) -> None:
    if len(players) != game.rules.players:
        raise ValueError(f"need {game.rules.players} players, one per seat, got {len(players)}")


def play_hand(game: Game, players: Sequence[Player]) -> None:
    """Let ``players`` (one per seat) act until the current hand is scored (phase SCORE or
    GAME_OVER). Each player is shown only its own ``game.view(seat)``."""
    _check_players(game, players)
    while game.phase is not Phase.SCORE and game.phase is not Phase.GAME_OVER:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))


def play_game(game: Game, players: Sequence[Player], max_hands: int = 1000) -> Game:
    """Play ``game`` to its end (or ``max_hands`` hands) and return it."""
    _check_players(game, players)
    while not game.is_over and game.hand_number <= max_hands:
        play_hand(game, players)
        if game.phase is Phase.SCORE:
            if game.hand_number >= max_hands:
                break
            game.apply("next deal")
    return game
