import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { text } from './common';

export const PHONE_INVALID = 'Enter a valid phone number';

/**
 * A phone number in SPEC.md's stored form, '+1 ' or '+44 ' then the number. People may type
 * spaces, dashes, brackets, dots and a leading '+'; libphonenumber-js (its small 'min' metadata)
 * checks that the number has a possible length for the country of its prefix, and the number is
 * stored in international format ('+1 212 555 0100', '+44 20 7946 0958').
 */
export const phoneNumber = text(40)
  .min(1, 'Phone number is required')
  .transform((value, ctx) => {
    const parsed = /^\+[0-9 ()./-]+$/.test(value) ? parsePhoneNumberFromString(value) : undefined;
    if (!parsed?.isPossible()) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return parsed.formatInternational();
  });
