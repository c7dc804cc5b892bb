import { popPercentEncode, popSignature } from '@services/resource/sms/aliyun-pop-signature';

describe('Aliyun RPC signature 1.0', () => {
  it("signs the documentation's DescribeRegions example to its published signature", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(popSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes what encodeURIComponent keeps, and spaces as %20', () => {
    expect(popPercentEncode("a b*c!'()~-_.")).toBe('a%20b%2Ac%21%27%28%29~-_.');
    expect(popPercentEncode('验证码')).toBe('%E9%AA%8C%E8%AF%81%E7%A0%81');
  });
});
