/** The member's ($1) photo: the path of its largest WebP ($2), or null to remove it. */
export const SET_AVATAR_SQL = `UPDATE users SET avatar = $2 WHERE id = $1`;
