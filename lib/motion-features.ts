import { domAnimation } from "framer-motion";

/** Loaded on demand by `LazyMotion`, so animation code stays out of the first JavaScript a page needs. */
export default domAnimation;
