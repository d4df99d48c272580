// What the board-certification calls answer, named from the API's generated types.
import type { ApiAnswer } from '@telehealth/shared/contracts';

export type BoardCertificationList = ApiAnswer<'/api/doctor/board-certificates/global', 'get'>;
/** A board; `cost` is null: boards carry no price in this product. */
export type BoardCertification = BoardCertificationList['board_certificates'][number];
export type BoardCertificationAnswer = ApiAnswer<'/api/doctor/board-certificates/global', 'post'>;
