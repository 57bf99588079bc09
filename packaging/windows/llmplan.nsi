; LLM Training Planner: the Windows installer (NSIS 3, Unicode, Modern UI 2).
; Built by packaging/build.py (bash packaging/windows/build.sh), which passes:
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DSOURCE_DIR=dist\windows\llmplan
;            -DOUTFILE=dist\windows\LLMPlan-Setup-0.1.0.exe packaging\windows\llmplan.nsi
; Per user, without administrator rights: the app goes to
; %LOCALAPPDATA%\Programs\LLM Training Planner, its Start-menu entry, file type and uninstall
; entry to the user's own part of the registry (HKCU). English and German.
; Silent: LLMPlan-Setup-<version>.exe /S [/D=folder]; uninstall.exe /S.

!ifndef VERSION
  !error "pass -DVERSION=<version>"
!endif
!ifndef VERSION4
  !define VERSION4 "0.0.0.0"
!endif
!ifndef SOURCE_DIR
  !error "pass -DSOURCE_DIR=<the PyInstaller bundle folder>"
!endif
!ifndef OUTFILE
  !define OUTFILE "LLMPlan-Setup-${VERSION}.exe"
!endif

Unicode true
; A 64-bit installer where this NSIS has the stubs (Debian's makensis does; it is what runs
; under 64-bit-only Wine), else the usual 32-bit one: both install the same 64-bit app.
!if /FileExists "${NSISDIR}\Stubs\lzma_solid-amd64-unicode"
  Target amd64-unicode
!endif
; LZMA over the whole bundle; packaging/build.py may pass a faster one for checks.
!ifdef COMPRESSOR
  SetCompressor /SOLID /FINAL ${COMPRESSOR}
!else
  SetCompressor /SOLID /FINAL lzma
!endif
RequestExecutionLevel user
ManifestDPIAware true
ManifestSupportedOS all

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"
!include "x64.nsh"

!define APP_NAME "LLM Training Planner"
!define APP_EXE "llmplan.exe"
!define CLI_EXE "llmplan-cli.exe"
!define PUBLISHER "LLM Training Planner project"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\LLMPlan"
; Scenario files are JSON (*.json; the app writes *.llmplan.json too, see
; packaging/linux/llmplan-mime.xml). Windows knows a file's type by its last extension
; only, so the app joins .json's "Open with" list instead of taking .json over.
!define PROGID "LLMPlan.Scenario"
!define CLASSES "Software\Classes"
!define SHORTCUT "$SMPROGRAMS\${APP_NAME}.lnk"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} Setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "${PUBLISHER}"

!define MUI_ICON "..\..\resources\icons\llmplan.ico"
!define MUI_UNICON "..\..\resources\icons\llmplan.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the fallback; otherwise the installer speaks the user's Windows
; language where it is one of these.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"

LangString FileTypeName ${LANG_ENGLISH} "LLM training plan scenario"
LangString FileTypeName ${LANG_GERMAN} "LLM-Trainingsplan-Szenario"
LangString AppDescription ${LANG_ENGLISH} "Plan the training of a language model on your own documents"
LangString AppDescription ${LANG_GERMAN} "Das Training eines Sprachmodells mit eigenen Dokumenten planen"
LangString Needs64Bit ${LANG_ENGLISH} "${APP_NAME} needs 64-bit Windows 10 or later."
LangString Needs64Bit ${LANG_GERMAN} "${APP_NAME} benötigt 64-Bit-Windows 10 oder neuer."
LangString StillRunning ${LANG_ENGLISH} "${APP_NAME} is still running. Close it, then choose Retry."
LangString StillRunning ${LANG_GERMAN} "${APP_NAME} läuft noch. Bitte beenden und dann „Wiederholen“ wählen."

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP|MB_OK "$(Needs64Bit)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; An update replaces the whole bundle: files an older version had must not linger in
  ; _internal and be loaded by the new one.
  ${If} ${FileExists} "$INSTDIR\_internal\*.*"
    ClearErrors
    Delete "$INSTDIR\${APP_EXE}"
    ${If} ${Errors}
      MessageBox MB_ICONEXCLAMATION|MB_RETRYCANCEL "$(StillRunning)" /SD IDCANCEL IDRETRY +2
      Abort
      Delete "$INSTDIR\${APP_EXE}"
    ${EndIf}
    RMDir /r "$INSTDIR\_internal"
  ${EndIf}
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0 \
    SW_SHOWNORMAL "" "$(AppDescription)"

  ; Apps & features (Programs and Features): name, version, size, how to uninstall
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  ; The scenario file type: opening a scenario starts the app with the file
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "$(FileTypeName)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "FriendlyTypeName" "$(FileTypeName)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "${CLASSES}\Applications\${APP_EXE}\shell\open\command" "" \
    '"$INSTDIR\${APP_EXE}" "%1"'
  ; SHCNE_ASSOCCHANGED: Explorer rereads the file types
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  Delete "${SHORTCUT}"
  ; Only what the installer put there: a folder the user chose may hold other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegValue HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.json\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.json"
  DeleteRegKey HKCU "${CLASSES}\Applications\${APP_EXE}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  ; The user's settings (%APPDATA%\llmplan\llmplan.ini) and caches stay, as with most
  ; apps: a reinstall finds them again.
SectionEnd
