#!/usr/bin/env sh
# Renders the home hero's original background loop (drifting navy light with a saffron glow, brand
# colours) with ffmpeg filters only: no footage, nothing licensed. Every motion is a sine of period
# 8 s, so the last frame meets the first and the loop is seamless.
# Usage: sh scripts/make-hero-video.sh   (needs ffmpeg with libvpx-vp9 and libx264)
set -eu
out=public/assets
poster=src/assets/home/hero-poster.jpg
mkdir -p "$out" "$(dirname "$poster")"
P='(2*PI*T/8)'
X='(X/W)'; Y='(Y/H)'
I1="exp(-((($X-0.30-0.16*sin($P))*1.78)^2+($Y-0.42-0.14*cos($P))^2)/0.07)"
I2="exp(-((($X-0.74-0.12*cos($P))*1.78)^2+($Y-0.62-0.12*sin($P))^2)/0.035)"
I3="exp(-((($X-0.55+0.20*sin($P))*1.78)^2+($Y-0.15-0.08*sin(2*$P))^2)/0.05)"
R="6+14*$Y+20*$I1+150*$I2+12*$I3"
G="26+26*$Y+70*$I1+80*$I2+50*$I3"
B="51+54*$Y+140*$I1+8*$I2+110*$I3"
ffmpeg -y -hide_banner -loglevel error -stats \
  -f lavfi -i "color=c=black:s=320x180:r=24:d=8,format=gbrp,geq=r='$R':g='$G':b='$B',scale=960:540:flags=bicubic,format=yuv420p" \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 4 -an "$out/hero-loop.webm"
ffmpeg -y -hide_banner -loglevel error -i "$out/hero-loop.webm" \
  -c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -profile:v high -movflags +faststart -an "$out/hero-loop.mp4"
# The poster is the loop's first frame, so the swap from image to video is invisible.
ffmpeg -y -hide_banner -loglevel error -i "$out/hero-loop.webm" -frames:v 1 -q:v 3 "$poster"
ls -l "$out"/hero-loop.* "$poster"
