#!/bin/sh
# Renders the demo videos of the embedded seed (features/videos/server/seed.ts) and a JPEG
# thumbnail for each into content/demo-media/: calm shapes drawn by ffmpeg's own sources (no
# fonts, no third-party media), H.264 MP4 with faststart, small enough to commit (~30 KB each).
# Re-run after changing a clip, then commit the files:  sh scripts/make-demo-media.sh
# Needs ffmpeg with libx264 (Debian: apt-get install ffmpeg). The seed reads the files' real
# sizes; keep each clip's duration in sync with DEMO_VIDEOS in the seed.
set -eu
out="$(cd "$(dirname "$0")/.." && pwd)/content/demo-media"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Sprites, each drawn once with geq (per-frame geq is far too slow): a soft disc and a soft band.
ff -f lavfi -i "color=c=black:s=240x240:d=1,format=rgba,geq=r=200:g=235:b=230:a='255*clip((118-hypot(X-120,Y-120))/10,0,1)*(0.55+0.45*clip(1-hypot(X-120,Y-120)/118,0,1))'" -frames:v 1 "$tmp/disc.png"
ff -f lavfi -i "color=c=black:s=480x60:d=1,format=rgba,geq=r=250:g=225:b=170:a='200*exp(-pow((Y-30)/12,2))'" -frames:v 1 "$tmp/band.png"
ff -f lavfi -i "color=c=0xe8e0f5:s=200x200:d=1,format=rgba" -frames:v 1 "$tmp/square.png"

# render NAME SECONDS BACKGROUND SPRITE SCALE_EXPRESSION [Y_EXPRESSION]
render() {
  name=$1 seconds=$2 background=$3 sprite=$4 size=$5 y=${6:-'(H-h)/2'}
  ff -f lavfi -i "color=c=$background:s=480x270:r=15:d=$seconds" -loop 1 -i "$tmp/$sprite" \
    -filter_complex "[1]scale=$size:eval=frame[s];[0][s]overlay=x='(W-w)/2':y='$y':shortest=1:eval=frame,fade=t=in:d=1,fade=t=out:st=$((seconds - 1)):d=1,format=yuv420p" \
    -c:v libx264 -preset slow -crf 30 -profile:v main -movflags +faststart -an "$out/$name.mp4"
  # The thumbnail: a frame at a full breath (or mid-scan).
  ff -ss "$((seconds / 4))" -i "$out/$name.mp4" -frames:v 1 -q:v 4 "$out/$name.jpg"
}

# Breathing circle: in for 4 s, out for 4 s, twice.
render breathing-circle 16 0x1f4b57 disc.png "w='trunc((80+140*(0.5-0.5*cos(2*PI*t/8)))/2)*2':h=ow"
# Slow breathing: in for 5 s, out for 5 s, twice.
render slow-breathing 20 0x3b3357 disc.png "w='trunc((70+160*(0.5-0.5*cos(2*PI*t/10)))/2)*2':h=ow"
# Box breathing: the square grows for 4 s, holds 4 s, shrinks 4 s, holds 4 s.
render box-breathing 16 0x2c3e50 square.png \
  "w='trunc((60+140*if(lt(t,4),t/4,if(lt(t,8),1,if(lt(t,12),(12-t)/4,0))))/2)*2':h=ow"
# Body scan: a band of warm light moves slowly from the top of the frame to the bottom.
render body-scan 20 0x23313f band.png "w=480:h=60" "-30+(H)*t/20"
# A rhythm too quick for a calm practice (1 s in, 1 s out): the seed's rejected video.
render quick-breaths 10 0x1f4b57 disc.png "w='trunc((80+140*(0.5-0.5*cos(2*PI*t/2)))/2)*2':h=ow"

ls -l "$out"
