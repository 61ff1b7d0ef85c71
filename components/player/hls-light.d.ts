// hls.js ships no typings for its light build (no alternate audio, in-stream subtitles, DRM or
// CMCD: the player needs none of them; subtitles are <track> elements). Its API is the full build's.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
