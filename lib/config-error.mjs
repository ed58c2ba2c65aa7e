// @ts-check
// Plain JavaScript, so the TypeScript modules and next.config.mjs (through lib/analytics-config.mjs) share it.

/** A configuration value that would make the site wrong; thrown at build time so the build stops. */
export class ConfigError extends Error {
  /**
   * @param {string} variable
   * @param {string} value
   * @param {string} reason
   */
  constructor(variable, value, reason) {
    super(`${variable}=${JSON.stringify(value)} is invalid: ${reason}`);
    this.name = "ConfigError";
    this.variable = variable;
    this.value = value;
  }
}
