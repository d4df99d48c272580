// Shapes shared by the three catalog lists, as the API answers them.

/** The doctor or clinic who suggested an entry; null once that user is gone. */
export interface Requester {
  uid: string;
  full_name: string | null;
  /** 3 doctor, 4 clinic. */
  role_id: number;
  status?: string | null;
  deleted_at?: string | null;
}

/** One suggestion as the Suggested tabs show it, whatever its kind. */
export interface SuggestionRow {
  uid: string;
  name: string;
  requester: Requester | null;
  created_at: string;
}
