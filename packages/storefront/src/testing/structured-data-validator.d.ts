// @adobe/structured-data-validator ships JavaScript only; what src/testing/structuredData.ts uses of it.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: object);
    debug: boolean;
    validate(extracted: { jsonld?: Record<string, object[]> }): Promise<unknown[]>;
  }
}
