"""The player interface and loops that drive a :class:`~pinochle_teach.game.Game`."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import PinochleError
from ..i18n import tr
from ..game import Action, Game, Phase, PlayerView

__all__ = ["Player", "play_hand", "play_game", "play_deal", "nothing_to_decide"]


class Player:
    """A computer player: given what its seat may see, return one legal action.

    Subclasses implement :meth:`choose`. Players never see the :class:`Game` itself, only
    :meth:`Game.view` of their own seat (its hand, what is shown at the table, and the
    actions it may take now), so they cannot cheat.
    """

    name = "player"

    def choose(self, view: PlayerView) -> Action:  # pragma: no cover - interface
        """One of ``view.legal_actions`` for the seat ``view.seat`` (any phase).

        Raises:
            PinochleError: when ``view`` has no legal actions (it is not this seat's turn).
        """
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def nothing_to_decide(view: PlayerView) -> PinochleError:
    """The error a player raises when asked to choose for a ``view`` with no legal actions
    (another seat is to move, or the game is over)."""
    return PinochleError(tr("seat {seat} is not to move: there is nothing to decide", seat=view.seat))


def _check_players(game: Game, players: Sequence[Player]) -> None:
    if len(players) != game.rules.players:
        raise PinochleError(tr("need {players} players, one per seat, got {got}",
                               players=game.rules.players, got=len(players)))


def play_hand(game: Game, players: Sequence[Player]) -> None:
    """Let ``players`` act until the current hand is scored (phase SCORE or GAME_OVER).

    Args:
        game: the game, in any phase of a hand; it is changed in place.
        players: one player per seat, indexed by seat (``rules.players`` of them). Each is
            shown only its own ``game.view(seat)``.

    Raises:
        PinochleError: for the wrong number of players (the game is untouched), or an action
            the game refuses (an ``IllegalActionError`` from :meth:`Game.apply`).
    """
    _check_players(game, players)
    while game.phase is not Phase.SCORE and game.phase is not Phase.GAME_OVER:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))


def play_deal(number: int, rules=None) -> Game:
    """Deal number ``number`` played through its first hand by the kit's heuristic players:
    what the walkthrough's and the auction replay's deal boxes show for a typed number.

    The deal is :func:`pinochle_teach.numbered.numbered_deal` (``Game(seed=number)``: the
    same hands and dealer as on every page); seat ``s`` is played by
    ``HeuristicPlayer(seed=number * 4 + s)``, so the same number always gives the same hand.

    Args:
        number: the deal number, a whole number 0 or more.
        rules: a :class:`~pinochle_teach.rules.RuleSet` or preset name (default
            ``CARDGAMES_IO``).

    Returns:
        the :class:`Game`, its first hand scored (phase SCORE or GAME_OVER).

    Raises:
        PinochleError: for a number that is not a whole number 0 or more, or bad rules.
    """
    from ..numbered import check_deal_number
    from ..rules import CARDGAMES_IO
    from .heuristic import HeuristicPlayer

    number = check_deal_number(number)
    game = Game(seed=number, rules=CARDGAMES_IO if rules is None else rules)
    play_hand(game, [HeuristicPlayer(seed=number * 4 + seat)
                     for seat in range(game.rules.players)])
    return game


def play_game(game: Game, players: Sequence[Player], max_hands: int = 1000) -> Game:
    """Play ``game`` hand after hand until a side reaches the target score (rules page §7), or
    for at most ``max_hands`` hands, and return it (changed in place).

    Args:
        game: the game to play on.
        players: one player per seat, indexed by seat.
        max_hands: stop after the hand with this number (``game.hand_number``).

    Raises:
        PinochleError: as :func:`play_hand`.
    """
    _check_players(game, players)
    while not game.is_over and game.hand_number <= max_hands:
        play_hand(game, players)
        if game.phase is Phase.SCORE:
            if game.hand_number >= max_hands:
                break
            game.apply("next deal")
    return game
