/**
 * The sign-in page's video (pages/login.tsx), in plain DOM code sent as an inline script (its
 * source text is the script: no imports, nothing from the module scope). A guest sent by Play
 * (`callbackUrl` of `/videos/{id}`) reads which video they sign in to watch: the page names the
 * id (`data-video-title`), and the title comes from the site (GET video/getVideoTitle/{id},
 * approved videos only), never from the URL. Any other answer leaves "Welcome back".
 */
export function showVideoTitle(): void {
  const heading = document.querySelector<HTMLElement>("[data-video-title]");
  const id = heading?.dataset.videoTitle;
  if (!heading || !id) return;
  fetch(`/api/v1/video/getVideoTitle/${encodeURIComponent(id)}`, { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ courseName?: string }>) : null))
    .then((video) => {
      if (!video?.courseName) return;
      heading.textContent = `Sign in to watch ${video.courseName}`;
      const intro = document.querySelector<HTMLElement>("[data-video-intro]");
      if (intro) intro.textContent = "Our guided videos are for members. Sign in and the video will start playing.";
    })
    .catch(() => undefined);
}
