/** A configuration value that would make the site wrong; thrown at build time so the build stops. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly value: string,
    reason: string,
  ) {
    super(`${variable}=${JSON.stringify(value)} is invalid: ${reason}`);
    this.name = "ConfigError";
  }
}
