/** The resident page's shared schema pieces (issue 11): every route has the personal link's token in its path. */
import { Type } from 'typebox';

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
