"""The search functions of the solver: zero-window alpha-beta over one position, built by
:func:`make_search` as closures over an :class:`~pinochle_teach.solver.core.Engine`'s lists
(rules page §6, §7). :mod:`pinochle_teach.solver.core` describes the techniques.

- ``lead(L, left, remb, beta)``: at a trick boundary, seat ``L`` to lead, ``left`` tricks
  left, ``remb`` points in the hands: the table, the quick-trick bounds, then the trick as
  four nested loops;
- ``follow(p, n, ls, ws, wr, wseat, tp, left, remb, beta)``: inside a trick (only for a root
  position that starts mid-trick), seat ``p`` to play the card ``n`` (1..3), ``ls`` the suit
  led, the winning card's suit ``ws`` and rank ``wr`` played by ``wseat``, ``tp`` points in
  the trick.

Each returns a fail-soft value of team 0's points from there (``>= beta``: at least that,
``< beta``: at most that).
"""

from __future__ import annotations

import itertools

from .suits import BIT, TRICK_SLOT, count, suit_bounds, suit_code
from .suits import reps as suit_reps

__all__ = ["make_search", "MAX_TABLE", "MAX_RAW"]

#: Entries of the transposition table before the shallowest are dropped (a memory bound:
#: about 200 bytes each, with the cache of exact positions beside it).
MAX_TABLE = 1_500_000
#: Entries of the cache from exact to normalised positions before it is emptied.
MAX_RAW = 1_000_000
_SU = tuple(i // 6 for i in range(24))
_RK = tuple(i % 6 for i in range(24))
_BIG = 1 << 30


def make_search(engine):
    """The search functions of ``engine`` (an :class:`~pinochle_teach.solver.core.Engine`),
    as closures over its lists (local lookups are the fastest Python has): ``(lead, follow,
    lead_moves, follow_moves, order_follow)``."""
    live, held, stack, tt = engine.live, engine.held, engine.stack, engine.tt
    T, must_win, bonus, P = engine.trump, engine.must_win, engine.bonus, engine.pts
    NXT, TEAM, REL = engine.next, engine.team, engine.rel
    SU, RK, B = _SU, _RK, BIT
    D = tuple(tuple(B[r][TRICK_SLOT] - B[r][p] for p in range(4)) for r in range(6))
    B4 = tuple(B[r][TRICK_SLOT] for r in range(6))
    OTHERS = tuple(s for s in range(4) if s != T)
    cls_cache, code_cache, top_cache = engine.caches[:3]
    bound_cache, raw_cache = engine.caches[3:]
    ORDERS = tuple((T,) + o for o in itertools.permutations(OTHERS))
    ORDER_INDEX = {o[1:]: i for i, o in enumerate(ORDERS)}
    beat_cache: dict = {}

    def reps(s, p):
        k = (live[s] << 4) | (s << 2) | p
        v = cls_cache.get(k)
        if v is None:
            v = cls_cache[k] = suit_reps(live[s], s, p, P)
        return v

    def top(s, p):
        """The highest rank seat p holds in suit s, -1 if none."""
        k = (live[s] << 2) | p
        v = top_cache.get(k)
        if v is None:
            x = live[s]
            v = -1
            for r in range(5, -1, -1):
                if count(x, r, p):
                    v = r
                    break
            top_cache[k] = v
        return v

    def lead_moves(L):
        hl = held[L]
        mv = []
        for s in range(4):
            if hl[s]:
                mv.extend(reps(s, L))
        # side suits before trump; first a suit the partner can trump (void in it,
        # holding trump); low cards first
        pa = held[REL[L][2]]
        ruff = pa[T] > 0
        mv.sort(key=lambda c: (SU[c] == T, not (ruff and pa[SU[c]] == 0), RK[c]))
        return mv

    def beaters(s, p):
        """Seat p's classes in suit s, indexed by 1 + the rank to beat: those that beat
        it, or all when none does (index 0: all)."""
        k = (live[s] << 4) | (s << 2) | p
        v = beat_cache.get(k)
        if v is None:
            mv = reps(s, p)
            v = [mv]
            for wr in range(6):
                hi = tuple(c for c in mv if RK[c] > wr)
                v.append(hi or mv)
            v = beat_cache[k] = tuple(v)
        return v

    def follow_moves(p, ls, ws, wr):
        hp = held[p]
        if hp[ls]:
            if ws == ls and (must_win or ls == T):
                return beaters(ls, p)[wr + 1]
            return reps(ls, p)
        if hp[T]:
            if must_win and ws == T:
                return beaters(T, p)[wr + 1]
            return reps(T, p)
        mv = ()
        for s in range(4):
            if hp[s]:
                mv += reps(s, p)
        return mv

    def order_follow(mv, p, ws, wr, wseat):
        # the fourth card: when the trick is ours, the most points first; when it is
        # lost, the fewest; the lower card first among equals
        ours = TEAM[wseat] == TEAM[p]
        scored = []
        for c in mv:
            s, r = SU[c], RK[c]
            if ours or ((r > wr) if s == ws else (s == T)):
                k = 100 + 8 * P[r] - r
            else:
                k = -8 * P[r] - r
            scored.append((k, c))
        scored.sort(reverse=True)
        return [c for _, c in scored]

    def last(L, remb):
        # one card each: no choice is left, score the trick
        s = 0
        hl = held[L]
        while not hl[s]:
            s += 1
        ws, wr, w = s, top(s, L), L
        p = NXT[L]
        for _ in range(3):
            hp = held[p]
            s = 0
            while not hp[s]:
                s += 1
            r = top(s, p)
            if (r > wr) if s == ws else (s == T):
                ws, wr, w = s, r, p
            p = NXT[p]
        return remb + bonus if TEAM[w] == 0 else 0

    def code(s, L):
        """Suit s's normalised form at a boundary led by L: (code, level_of_rank,
        rank_of_level)."""
        k = (live[s] << 2) | L
        v = code_cache.get(k)
        if v is None:
            v = code_cache[k] = suit_code(live[s], REL[L], P)
        return v

    def codes(L):
        return [code(0, L), code(1, L), code(2, L), code(3, L)]

    def key_of(L):
        """The normalised key of the position (one int: the trump suit's code, then the
        other three sorted) and the suits in that order; cached on the exact cards."""
        raw = (((((((live[0] << 90) | live[1]) << 90) | live[2]) << 90) | live[3]) << 2) | L
        got = raw_cache.get(raw)
        if got is not None:
            return got >> 3, ORDERS[got & 7]
        e = codes(L)
        a, b, c = OTHERS
        ca, cb, cc = e[a][0], e[b][0], e[c][0]
        if ca > cb:
            a, b, ca, cb = b, a, cb, ca
        if cb > cc:
            b, c, cb, cc = c, b, cc, cb
            if ca > cb:
                a, b, ca, cb = b, a, cb, ca
        if len(raw_cache) >= MAX_RAW:
            raw_cache.clear()
        key = (((((e[T][0] << 160) | ca) << 160) | cb) << 160) | cc
        o = ORDER_INDEX[(a, b, c)]
        raw_cache[raw] = (key << 3) | o
        return key, ORDERS[o]

    def quick(L, left, R):
        """Leader's team's (lower, upper) bounds from quick tricks: the leader cashes
        the cards no one can beat, suit by suit, while no one who would have to
        trump (void, holding trump) is void yet; the seat holding the top trumps
        alone wins a trick with each."""
        rel = REL[L]
        o1, pa, o3 = rel[1], rel[2], rel[3]
        t1, tp_, t3 = held[o1][T], held[pa][T], held[o3][T]
        cashes = 0
        lo = 0
        extra = 0
        tinfo = None
        for s in range(4):
            k = (live[s] << 2) | L
            info = bound_cache.get(k)
            if info is None:
                info = bound_cache[k] = suit_bounds(live[s], rel, P)
            if s == T:
                tinfo = info
            cash = info[0]
            m = len(cash) - 1
            if not m:
                continue
            if s != T:
                if t1 and held[o1][s] < m:
                    m = held[o1][s]
                if t3 and held[o3][s] < m:
                    m = held[o3][s]
                if tp_ and held[pa][s] < m:
                    m = held[pa][s]
                if not m:
                    continue
            cashes += m
            lo += cash[m]
            ch = info[1]
            f = 0
            for j in range(3):
                cj = ch[j]
                f += cj[m] if m < len(cj) else cj[-1]
            if f > extra:
                extra = f
        if cashes >= left:
            return R, R
        lo += extra
        hi = R
        top = tinfo[2]
        if top == 2:
            lo += tinfo[3]
        elif top == 1 or top == 3:
            hi = R - tinfo[3]
        return lo, hi

    def exact2(L, remb):
        """Team 0's exact points from a boundary with two tricks left, by plain minimax
        (the last trick is scored by :func:`last`)."""
        p1 = NXT[L]
        p2 = NXT[p1]
        p3 = NXT[p2]
        h0, h1, h2, h3 = held[L], held[p1], held[p2], held[p3]
        max0 = TEAM[L] == 0
        hl = h0
        mv = ()
        for s in range(4):
            if hl[s]:
                mv += reps(s, L)
        nodes = len(mv)
        bv0 = -1 if max0 else _BIG
        for c0 in mv:
            s0, r0 = SU[c0], RK[c0]
            d0 = D[r0][L]
            live[s0] += d0
            h0[s0] -= 1
            bv1 = _BIG if max0 else -1
            mv1 = follow_moves(p1, s0, s0, r0)
            nodes += len(mv1)
            for c1 in mv1:
                s1, r1 = SU[c1], RK[c1]
                if (r1 > r0) if s1 == s0 else (s1 == T):
                    ws1, wr1, w1 = s1, r1, p1
                else:
                    ws1, wr1, w1 = s0, r0, L
                d1 = D[r1][p1]
                live[s1] += d1
                h1[s1] -= 1
                bv2 = -1 if max0 else _BIG
                mv2 = follow_moves(p2, s0, ws1, wr1)
                nodes += len(mv2)
                for c2 in mv2:
                    s2, r2 = SU[c2], RK[c2]
                    if (r2 > wr1) if s2 == ws1 else (s2 == T):
                        ws2, wr2, w2 = s2, r2, p2
                    else:
                        ws2, wr2, w2 = ws1, wr1, w1
                    d2 = D[r2][p2]
                    live[s2] += d2
                    h2[s2] -= 1
                    bv3 = _BIG if max0 else -1
                    mv3 = follow_moves(p3, s0, ws2, wr2)
                    nodes += len(mv3)
                    live[s0] -= B4[r0]
                    live[s1] -= B4[r1]
                    live[s2] -= B4[r2]
                    t2 = P[r0] + P[r1] + P[r2]
                    for c3 in mv3:
                        s3, r3 = SU[c3], RK[c3]
                        w = p3 if ((r3 > wr2) if s3 == ws2 else (s3 == T)) else w2
                        t = t2 + P[r3]
                        b3 = B[r3][p3]
                        live[s3] -= b3
                        h3[s3] -= 1
                        v = last(w, remb - t)
                        if TEAM[w] == 0:
                            v += t
                        h3[s3] += 1
                        live[s3] += b3
                        if max0:
                            if v < bv3:
                                bv3 = v
                        elif v > bv3:
                            bv3 = v
                    live[s2] += B4[r2]
                    live[s1] += B4[r1]
                    live[s0] += B4[r0]
                    h2[s2] += 1
                    live[s2] -= d2
                    if max0:
                        if bv3 > bv2:
                            bv2 = bv3
                    elif bv3 < bv2:
                        bv2 = bv3
                h1[s1] += 1
                live[s1] -= d1
                if max0:
                    if bv2 < bv1:
                        bv1 = bv2
                elif bv2 > bv1:
                    bv1 = bv2
            h0[s0] += 1
            live[s0] -= d0
            if max0:
                if bv1 > bv0:
                    bv0 = bv1
            elif bv1 < bv0:
                bv0 = bv1
        engine.nodes += nodes
        return bv0

    def lead(L, left, remb, beta):
        if left == 1:
            return last(L, remb)
        R = remb + bonus
        tl = TEAM[L]
        key, order = key_of(L)
        ent = tt.get(key)
        if ent is not None:
            lo = ent & 0xFFFF
            hi = (ent >> 16) & 0xFFFF
            best = ((ent >> 32) & 0xFF) - 1
            if tl:
                lo, hi = R - hi, R - lo
            if lo >= beta:
                return lo
            if hi < beta:
                return hi
        else:
            if beta > R:
                return R
            if beta <= 0:
                return 0
            if left == 2:
                # two tricks left: solve exactly (a few dozen cards), so that every later
                # visit, whatever its beta, is answered by the table
                v = exact2(L, remb)
                lv = R - v if tl else v
                tt[key] = lv | (lv << 16) | (left << 40)
                return v
            lo, hi = quick(L, left, R)
            best = -1
            if tl:
                lo, hi = R - hi, R - lo
            if lo >= beta or hi < beta:
                tt[key] = ((R - hi) | ((R - lo) << 16) if tl else lo | (hi << 16)) | (
                    left << 40)
                return lo if lo >= beta else hi
        mv = lead_moves(L)
        if best >= 0 and len(mv) > 1:
            s = order[best >> 3]
            c = s * 6 + code(s, L)[2][best & 7]
            if c in mv and mv[0] != c:
                mv.remove(c)
                mv.insert(0, c)
        # The whole trick as four nested loops (no call per card): seats p0 (the
        # leader) .. p3, each with its moves, best value bv0..bv3 and a cut-off
        # against the same beta (values are team 0's points from this trick on).
        p0 = L
        p1 = NXT[p0]
        p2 = NXT[p1]
        p3 = NXT[p2]
        h0, h1, h2, h3 = held[p0], held[p1], held[p2], held[p3]
        max0 = tl == 0
        max1 = not max0
        l2 = left - 1
        bv0 = -1 if max0 else _BIG
        bc = -1
        nodes = len(mv)
        for c0 in mv:
            s0, r0 = SU[c0], RK[c0]
            d0 = D[r0][p0]
            live[s0] += d0
            h0[s0] -= 1
            t0 = P[r0]
            mb0 = must_win or s0 == T
            if h1[s0]:
                bt = beat_cache.get((live[s0] << 4) | (s0 << 2) | p1) or beaters(s0, p1)
                mv1 = bt[r0 + 1] if mb0 else bt[0]
            else:
                mv1 = follow_moves(p1, s0, s0, r0)
            nodes += len(mv1)
            bv1 = -1 if max1 else _BIG
            for c1 in mv1:
                s1, r1 = SU[c1], RK[c1]
                if (r1 > r0) if s1 == s0 else (s1 == T):
                    ws1, wr1, w1 = s1, r1, p1
                else:
                    ws1, wr1, w1 = s0, r0, p0
                d1 = D[r1][p1]
                live[s1] += d1
                h1[s1] -= 1
                t1 = t0 + P[r1]
                if h2[s0]:
                    bt = beat_cache.get((live[s0] << 4) | (s0 << 2) | p2) or beaters(s0, p2)
                    mv2 = bt[wr1 + 1] if mb0 and ws1 == s0 else bt[0]
                else:
                    mv2 = follow_moves(p2, s0, ws1, wr1)
                nodes += len(mv2)
                bv2 = -1 if max0 else _BIG
                for c2 in mv2:
                    s2, r2 = SU[c2], RK[c2]
                    if (r2 > wr1) if s2 == ws1 else (s2 == T):
                        ws2, wr2, w2 = s2, r2, p2
                    else:
                        ws2, wr2, w2 = ws1, wr1, w1
                    d2 = D[r2][p2]
                    live[s2] += d2
                    h2[s2] -= 1
                    t2 = t1 + P[r2]
                    if h3[s0]:
                        bt = beat_cache.get((live[s0] << 4) | (s0 << 2) | p3) or beaters(s0, p3)
                        mv3 = bt[wr2 + 1] if mb0 and ws2 == s0 else bt[0]
                    else:
                        mv3 = follow_moves(p3, s0, ws2, wr2)
                    if len(mv3) > 1:
                        mv3 = order_follow(mv3, p3, ws2, wr2, w2)
                    nodes += len(mv3)
                    bv3 = -1 if max1 else _BIG
                    # the trick's first three cards leave the table for the next trick
                    live[s0] -= B4[r0]
                    live[s1] -= B4[r1]
                    live[s2] -= B4[r2]
                    for c3 in mv3:
                        s3, r3 = SU[c3], RK[c3]
                        w = p3 if ((r3 > wr2) if s3 == ws2 else (s3 == T)) else w2
                        t = t2 + P[r3]
                        b3 = B[r3][p3]
                        live[s3] -= b3
                        h3[s3] -= 1
                        # the next trick: its table entry may settle it without a call
                        v = -1
                        if l2 > 1:
                            got = raw_cache.get((((((((live[0] << 90) | live[1]) << 90)
                                                    | live[2]) << 90) | live[3]) << 2) | w)
                            if got is not None:
                                ent = tt.get(got >> 3)
                                if ent is not None:
                                    Rn = remb - t + bonus
                                    lo_ = ent & 0xFFFF
                                    hi_ = (ent >> 16) & 0xFFFF
                                    if TEAM[w]:
                                        lo_, hi_ = Rn - hi_, Rn - lo_
                                        if lo_ >= beta:
                                            v = lo_
                                        elif hi_ < beta:
                                            v = hi_
                                    else:
                                        lo_ += t
                                        hi_ += t
                                        if lo_ >= beta:
                                            v = lo_
                                        elif hi_ < beta:
                                            v = hi_
                        if v < 0:
                            if TEAM[w] == 0:
                                v = t + lead(w, l2, remb - t, beta - t)
                            else:
                                v = lead(w, l2, remb - t, beta)
                        h3[s3] += 1
                        live[s3] += b3
                        if max1:
                            if v > bv3:
                                bv3 = v
                                if v >= beta:
                                    break
                        elif v < bv3:
                            bv3 = v
                            if v < beta:
                                break
                    live[s2] += B4[r2]
                    live[s1] += B4[r1]
                    live[s0] += B4[r0]
                    h2[s2] += 1
                    live[s2] -= d2
                    v = bv3
                    if max0:
                        if v > bv2:
                            bv2 = v
                            if v >= beta:
                                break
                    elif v < bv2:
                        bv2 = v
                        if v < beta:
                            break
                h1[s1] += 1
                live[s1] -= d1
                v = bv2
                if max1:
                    if v > bv1:
                        bv1 = v
                        if v >= beta:
                            break
                elif v < bv1:
                    bv1 = v
                    if v < beta:
                        break
            h0[s0] += 1
            live[s0] -= d0
            v = bv1
            if max0:
                if v > bv0:
                    bv0, bc = v, c0
                    if v >= beta:
                        break
            elif v < bv0:
                bv0, bc = v, c0
                if v < beta:
                    break
        engine.nodes += nodes
        bv = bv0
        if bv >= beta:
            if bv > lo:
                lo = bv
        elif bv < hi:
            hi = bv
        s = SU[bc]
        best = (order.index(s) << 3) | code(s, L)[1][RK[bc]]
        if len(tt) >= MAX_TABLE:
            engine.prune()
        tt[key] = ((R - hi) | ((R - lo) << 16) if tl else lo | (hi << 16)) | (
            (best + 1) << 32) | (left << 40)
        return bv

    def follow(p, n, ls, ws, wr, wseat, tp, left, remb, beta):
        mv = follow_moves(p, ls, ws, wr)
        if n == 3 and len(mv) > 1:
            mv = order_follow(mv, p, ws, wr, wseat)
        engine.nodes += len(mv)
        hp = held[p]
        maxi = TEAM[p] == 0
        bv = -1 if maxi else _BIG
        if n == 3:
            l2 = left - 1
            if l2 == 0:
                for c in mv:
                    s, r = SU[c], RK[c]
                    w = p if ((r > wr) if s == ws else (s == T)) else wseat
                    v = tp + P[r] + bonus if TEAM[w] == 0 else 0
                    if maxi:
                        if v > bv:
                            bv = v
                            if v >= beta:
                                return v
                    elif v < bv:
                        bv = v
                        if v < beta:
                            return v
                return bv
            x1, x2, x3 = stack[-3], stack[-2], stack[-1]
            s1, s2, s3 = SU[x1], SU[x2], SU[x3]
            b1, b2, b3 = B4[RK[x1]], B4[RK[x2]], B4[RK[x3]]
            live[s1] -= b1
            live[s2] -= b2
            live[s3] -= b3
            for c in mv:
                s, r = SU[c], RK[c]
                w = p if ((r > wr) if s == ws else (s == T)) else wseat
                t = tp + P[r]
                bp = B[r][p]
                live[s] -= bp
                hp[s] -= 1
                if TEAM[w] == 0:
                    v = t + lead(w, l2, remb - t, beta - t)
                else:
                    v = lead(w, l2, remb - t, beta)
                hp[s] += 1
                live[s] += bp
                if maxi:
                    if v > bv:
                        bv = v
                        if v >= beta:
                            break
                elif v < bv:
                    bv = v
                    if v < beta:
                        break
            live[s3] += b3
            live[s2] += b2
            live[s1] += b1
            return bv
        np_ = NXT[p]
        n1 = n + 1
        for c in mv:
            s, r = SU[c], RK[c]
            if (r > wr) if s == ws else (s == T):
                nws, nwr, nw = s, r, p
            else:
                nws, nwr, nw = ws, wr, wseat
            d = D[r][p]
            live[s] += d
            hp[s] -= 1
            stack.append(c)
            v = follow(np_, n1, ls, nws, nwr, nw, tp + P[r], left, remb, beta)
            stack.pop()
            hp[s] += 1
            live[s] -= d
            if maxi:
                if v > bv:
                    bv = v
                    if v >= beta:
                        return v
            elif v < bv:
                bv = v
                if v < beta:
                    return v
        return bv

    return lead, follow, lead_moves, follow_moves, order_follow
