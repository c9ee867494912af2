/** Feed, right column (issue 15 §5): the community's leaderboard, weekly and all time (the points helper builds it). */
export function LeaderboardPanel({ slug }: { slug: string }) {
  void slug;
  return null;
}
