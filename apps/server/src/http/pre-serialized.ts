/**
 * A call's `data` already serialized as JSON, validated against its contract when it was built
 * (immutable content, cached). `registerCall` sends it inside the success envelope as it is,
 * without validating or serializing it again per request. `T` is the data it stands for.
 */
export class PreSerialized<T> {
  declare readonly _data: T;
  private constructor(readonly json: string) {}

  /** Only for data already parsed by its contract schema (the parse strips unknown keys). */
  static ofValidated<T>(data: T): PreSerialized<T> {
    return new PreSerialized<T>(JSON.stringify(data));
  }
}
