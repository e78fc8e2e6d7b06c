import { describe, expect, it } from 'vitest';
import { makeReturnRequest, makeReturnRequestItem } from '../../test/return-fixtures.ts';
import { moveQuestion } from './return-labels.ts';

describe('moveQuestion', () => {
  it('says how many units go back into stock, the verb agreeing with the count', () => {
    const one = makeReturnRequest({ items: [makeReturnRequestItem({ quantity: 1 })] });
    expect(moveQuestion(one, 'RECEIVED').description).toContain('its 1 unit goes back into stock');
    const three = makeReturnRequest({ items: [makeReturnRequestItem({ quantity: 3 })] });
    expect(moveQuestion(three, 'RECEIVED').description).toContain('its 3 units go back into stock');
  });
});
