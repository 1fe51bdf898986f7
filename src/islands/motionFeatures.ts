// Loaded on demand by LazyMotion, so the slide animation code arrives after the carousel renders.
import { domAnimation } from 'framer-motion';

export default domAnimation;
