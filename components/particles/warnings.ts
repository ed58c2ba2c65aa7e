/** The console warnings of the particle background (the page goes on without it in every case). */
export const PARTICLE_SCRIPT_MISSING_WARNING =
  "Particle script was not loaded after 10 attempts. Check network connection.";
export const PARTICLE_FAILED_WARNING = "Particles failed to load:";
