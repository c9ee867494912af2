import type {
  Accepted,
  Account,
  AccountExport,
  BookmarkedThread,
  CursorPage,
  ChangeEmail,
  ChangePassword,
  DeleteAccount,
  DraftView,
  FollowingList,
  JoinCommunity,
  MembershipSummary,
  MentorProfileInput,
  MentorshipSummary,
  MyMentorProfile,
  MyPoints,
  PostAuthor,
  SaveDraft,
  SignedInDevice,
  SpotlightView,
  UpdateAccountInput,
  WelcomeState,
  WelcomeUpdate,
} from '../index';
import { shape } from './route';

// The signed-in member's own account and what hangs off it.
export const account = { method: 'GET', path: '/api/me', response: shape<Account> } as const;
export const update = { method: 'PATCH', path: '/api/me', body: shape<UpdateAccountInput>, response: shape<Account> } as const;
export const remove = { method: 'DELETE', path: '/api/me', body: shape<DeleteAccount> } as const;
/** The member's data, as a JSON file to download. */
export const exportData = { method: 'GET', path: '/api/me/export', response: shape<AccountExport> } as const;
export const changePassword = { method: 'POST', path: '/api/me/password', body: shape<ChangePassword> } as const;
export const changeEmail = { method: 'POST', path: '/api/me/email', body: shape<ChangeEmail>, response: shape<Accepted> } as const;
/** "Log out everywhere". */
export const endSessions = { method: 'DELETE', path: '/api/me/sessions' } as const;
/** The member's signed-in devices, this one marked; DELETE one signs that device out. */
export const sessions = { method: 'GET', path: '/api/me/sessions', response: shape<SignedInDevice[]> } as const;
export const endSession = { method: 'DELETE', path: '/api/me/sessions/:id' } as const;

/** The member's photo (multipart, field "file", as POST /api/uploads): square-cropped at AVATAR_SIZES; DELETE removes it. */
export const setAvatar = { method: 'PUT', path: '/api/me/avatar', response: shape<{ avatar: string }> } as const;
export const removeAvatar = { method: 'DELETE', path: '/api/me/avatar' } as const;

/** The first-day welcome: the step reached, or done (finished or dismissed); answers the welcome as stored. */
export const welcome = { method: 'PATCH', path: '/api/me/welcome', body: shape<WelcomeUpdate>, response: shape<WelcomeState> } as const;

export const memberships = { method: 'GET', path: '/api/me/memberships', response: shape<MembershipSummary[]> } as const;
export const join = {
  method: 'POST',
  path: '/api/me/memberships',
  body: shape<JoinCommunity>,
  response: shape<MembershipSummary>,
} as const;
export const leave = { method: 'DELETE', path: '/api/me/memberships/:slug' } as const;
export const updateMembership = { method: 'PATCH', path: '/api/me/memberships/:slug', body: shape<{ primary: true }> } as const;

export const points = { method: 'GET', path: '/api/me/points', response: shape<MyPoints> } as const;
export const following = { method: 'GET', path: '/api/me/following', response: shape<FollowingList> } as const;
export const mutes = { method: 'GET', path: '/api/me/mutes', response: shape<PostAuthor[]> } as const;
export const mute = { method: 'PUT', path: '/api/me/mutes/:memberId' } as const;
export const unmute = { method: 'DELETE', path: '/api/me/mutes/:memberId' } as const;
export const mentorProfile = {
  method: 'GET',
  path: '/api/me/mentor-profile',
  response: shape<{ profile: MyMentorProfile | null }>,
} as const;
export const saveMentorProfile = { method: 'PUT', path: '/api/me/mentor-profile', body: shape<MentorProfileInput> } as const;
export const leaveMentoring = { method: 'DELETE', path: '/api/me/mentor-profile' } as const;
export const mentorships = { method: 'GET', path: '/api/me/mentorships', response: shape<MentorshipSummary[]> } as const;
export const spotlights = { method: 'GET', path: '/api/me/spotlights', response: shape<SpotlightView[]> } as const;
/** The threads the member bookmarked, the latest bookmark first. */
export const bookmarks = {
  method: 'GET',
  path: '/api/me/bookmarks',
  query: shape<{ cursor?: string | null }>,
  response: shape<CursorPage<BookmarkedThread>>,
} as const;
/** The member's draft of one composer (`thread:<community slug>` or `reply:<thread id>`); PUT saves it, DELETE discards it. */
export const draft = { method: 'GET', path: '/api/me/drafts/:key', response: shape<DraftView> } as const;
export const saveDraft = { method: 'PUT', path: '/api/me/drafts/:key', body: shape<SaveDraft>, response: shape<DraftView> } as const;
export const deleteDraft = { method: 'DELETE', path: '/api/me/drafts/:key' } as const;
