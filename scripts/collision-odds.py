#!/usr/bin/env python3
"""The odds that two ULIDs made apart from each other are equal: the
uniqueness guide's table (`ulid-core/guide/uniqueness.md`), computed (run it to check or extend it).

Two IDs can be equal only within one millisecond, where each has 80 random
bits. Independent IDs (`Ulid::new` in many processes or machines): with n
IDs in a millisecond, the expected number of equal pairs is n(n-1)/2 / 2^80;
for a Poisson rate of lam IDs per millisecond, E[n(n-1)] = lam^2, so
lam^2 / 2 / 2^80. Monotonic generators: G generators each making a run of
m consecutive IDs from a random start; two runs meet when their starts are
less than m apart: (2m - 1) / 2^80 for each of the G(G-1)/2 pairs.
"""

MS_PER_YEAR = 365.25 * 24 * 3600 * 1000
SPACE = 2.0**80


def independent(per_second):
    lam = per_second / 1000
    return lam * lam / 2 / SPACE * MS_PER_YEAR


def monotonic(generators, per_second_each):
    m = per_second_each / 1000
    # Below one ID per millisecond a run is 0 or 1 IDs: the independent case.
    meet = (2 * m - 1) if m >= 1 else m * m
    return generators * (generators - 1) / 2 * meet / SPACE * MS_PER_YEAR


print("| IDs made | expected equal pairs in a year |")
print("|---|---|")
for rate in [1e3, 1e6, 1e7, 1e8]:
    print(f"| {rate:,.0f} a second with `Ulid::new`, anywhere | {independent(rate):.1e} |")
for generators, each in [(100, 1e4), (1000, 1e5)]:
    print(
        f"| {generators:,} monotonic generators, {each:,.0f} a second each "
        f"| {monotonic(generators, each):.1e} |"
    )
