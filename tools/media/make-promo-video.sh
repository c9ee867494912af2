#!/bin/bash
# Promo loop for the home page: a deep indigo -> violet -> pink gradient that drifts, two soft light orbs and
# six glowing "network node" dots on small orbits. Every motion is periodic in D seconds, so the loop is seamless.
# The frames are computed small (geq is slow) and scaled up: the picture is all soft gradients, so nothing is lost.
# usage: make-video.sh out.mp4 [duration] [compute-width]
set -e
OUT="$1"; D="${2:-8}"; CW="${3:-320}"; CH=$((CW * 9 / 16)); FPS=24
A="(2*PI*T/$D)"
U="clip(0.62*X/W+0.38*Y/H+0.16*sin($A),0,1)"
lerp() { echo "if(lt($U,0.5),$1+($2-$1)*$U*2,$2+($3-$2)*($U-0.5)*2)"; }
R=$(lerp 40 104 176); G=$(lerp 38 40 28); B=$(lerp 120 205 96)
orb() { echo "$1*exp(-(pow(X-W*($2),2)+pow(Y-H*($3),2))/pow($4*W,2))"; }
GLOW="$(orb 70 "0.28+0.12*cos($A)" "0.35+0.18*sin($A)" 0.30)"
GLOW="$GLOW+$(orb 65 "0.74+0.10*cos(2*$A+1)" "0.62+0.16*sin($A+2)" 0.26)"
for spec in "0.15 0.25 0.05 0.08 1 0" "0.40 0.70 0.06 0.07 -1 1" "0.58 0.22 0.05 0.06 1 2" "0.82 0.30 0.04 0.09 -1 3" "0.70 0.80 0.06 0.05 1 4" "0.30 0.55 0.05 0.06 2 5"; do
  set -- $spec
  GLOW="$GLOW+$(orb 170 "$1+$3*cos($5*$A+$6)" "$2+$4*sin($5*$A+$6)" 0.014)"
done
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=black:s=${CW}x${CH}:r=$FPS:d=$D,format=gbrp,geq=r='$R':g='$G':b='$B'" \
  -f lavfi -i "color=black:s=${CW}x${CH}:r=$FPS:d=$D,format=gray,geq=lum='clip($GLOW,0,255)',format=gbrp" \
  -filter_complex "[0][1]blend=all_mode=screen,scale=960:540:flags=bicubic,format=yuv420p" \
  -c:v libx264 -preset slow -crf 26 -profile:v high -pix_fmt yuv420p -an -movflags +faststart "$OUT"
