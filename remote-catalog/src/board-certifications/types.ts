// What the board-certification calls answer.

export interface BoardCertification {
  uid: string;
  name: string;
  cpt: string | null;
  /** Dollars, or null: boards carry no price in this product. */
  cost: string | null;
  active: boolean;
}

export interface BoardCertificationList {
  board_certificates: BoardCertification[];
  count: number;
  limit: number;
}
