/** The part of @wavesenterprise/crypto-gost-js the signature check uses (the package ships no types). */
declare module '@wavesenterprise/crypto-gost-js' {
  interface GostDigest {
    digest(data: ArrayBuffer | Uint8Array): ArrayBuffer;
  }
  interface GostSign {
    verify(
      publicKey: ArrayBuffer | Uint8Array,
      signature: ArrayBuffer | Uint8Array,
      data: ArrayBuffer | Uint8Array,
    ): boolean;
  }
  const gost: {
    GostEngine: {
      getGostDigest(algorithm: { name: 'GOST R 34.11'; version: 2012; length: 256 | 512 }): GostDigest;
      getGostSign(algorithm: {
        name: 'GOST R 34.10';
        version: 2012;
        length: 256 | 512;
        namedCurve: string;
        hash: { name: 'GOST R 34.11' };
      }): GostSign;
    };
  };
  export default gost;
}
