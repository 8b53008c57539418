import { describe, expect, it } from 'vitest';
import { signCloudinaryParams } from './cloudinary-signature';

describe('signCloudinaryParams', () => {
  it("matches the worked example of Cloudinary's signing documentation", () => {
    // https://cloudinary.com/documentation/authentication_signatures: secret "abcd".
    const params = { timestamp: '1315060510', public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop' };
    expect(signCloudinaryParams(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('leaves file, cloud_name, resource_type, api_key and signature out of the signed string', () => {
    const base = { public_id: 'a/b', timestamp: '1700000000' };
    const withExtras = { ...base, file: 'x', cloud_name: 'demo', resource_type: 'image', api_key: '123', signature: 'old' };
    expect(signCloudinaryParams(withExtras, 'secret')).toBe(signCloudinaryParams(base, 'secret'));
  });
});
