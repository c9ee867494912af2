const countFormat = new Intl.NumberFormat('en-US');

/** Member counts with thousands separators (spec §9): 2847 -> "2,847". */
export const formatCount = (n: number) => countFormat.format(n);
