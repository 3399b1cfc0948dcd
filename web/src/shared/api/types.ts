/** The /api/v1 shapes of DESIGN §4 that the web app reads. */

export interface Reply {
  _id: string;
  userName: string;
  userImage?: string | null;
  text: string;
  createdAt?: string;
}

export interface Comment {
  _id: string;
  userName: string;
  userImage?: string | null;
  text: string;
  /** Non-empty exactly when the current member liked the comment. */
  likes: string[];
  likesCount?: number;
  replies: Reply[];
  createdAt?: string;
}

export interface EpisodeSummary {
  _id: string;
  name: string;
  description?: string;
  thumbnail?: string | null;
  video?: string;
  category?: string;
}

export interface Episode extends EpisodeSummary {
  video: string;
  description: string;
  /** Non-empty exactly when the current member liked the episode. */
  likes: string[];
  likesCount?: number;
  /** Non-empty exactly when the current member saved the episode. */
  saveStreams: string[];
  shareCount: number;
  comments: Comment[];
}

export interface EpisodeCategory {
  category: string;
  episodes: EpisodeSummary[];
}

export interface LoginUser {
  _id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  userType?: string;
}

export interface SignUpPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterAnswer {
  status?: number;
  success?: boolean;
  message?: string;
}

export interface LoginAnswer {
  success?: boolean;
  message?: string;
  data?: { token?: string; user?: LoginUser };
}
