// Loaded on demand by LazyMotion, so the slide animation code arrives after the carousel renders.
// domMin is domAnimation without the gesture features (hover, tap, focus, in-view), which the
// carousel does not use: the same animations for fewer bytes.
import { domMin } from 'framer-motion';

export default domMin;
